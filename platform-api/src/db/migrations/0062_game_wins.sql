-- The winner board reads its own table of settled wins (decision 119). The partial index it read before,
-- game_rounds (merchant_code, closed_at) where win > 0, named the columns a round's close sets, so no close could be a
-- HOT update and every close wrote every index of game_rounds (most of a lottery draw's settlement time).
-- Four writers close rounds (the betting record, the seamless wallet's single and batched spins, lottery
-- settlement through the betting record), so the table is kept by the database, one statement at a time, where no
-- writer can forget it.

create table game_wins (
  round_pk bigint primary key, -- game_rounds.id
  merchant_code text not null,
  member_id integer not null,
  vendor text not null,
  game_code text not null,
  category text not null,
  stake bigint not null,
  win bigint not null,
  closed_at timestamptz not null
);
create index game_wins_board_idx on game_wins (merchant_code, closed_at desc);

-- What the board shows: a settled round that won more than nothing on a real stake. One rule for the copy below and
-- the trigger; a plain SQL function, inlined where it is used.
create function game_round_on_board(state text, win bigint, stake bigint, closed_at timestamptz) returns boolean
  language sql immutable as $$ select state = 'SETTLED' and win > 0 and stake > 0 and closed_at is not null $$;

insert into game_wins (round_pk, merchant_code, member_id, vendor, game_code, category, stake, win, closed_at)
select id, merchant_code, member_id, vendor, game_code, category, stake, win, closed_at from game_rounds
 where game_round_on_board(state, win, stake, closed_at);

create function game_wins_follow_rounds() returns trigger language plpgsql as $$
begin
  insert into game_wins (round_pk, merchant_code, member_id, vendor, game_code, category, stake, win, closed_at)
  select n.id, n.merchant_code, n.member_id, n.vendor, n.game_code, n.category, n.stake, n.win, n.closed_at
    from new_rounds n
   where game_round_on_board(n.state, n.win, n.stake, n.closed_at)
  on conflict (round_pk) do update
    set stake = excluded.stake, win = excluded.win, closed_at = excluded.closed_at;
  if tg_op = 'UPDATE' then
    -- A round that was on the board and no longer qualifies (a correction) leaves it. Arrays keep the plans off joins
    -- with the statistics-free transition tables; a close (old rows all open) looks nothing up.
    delete from game_wins
     where round_pk = any (array(select o.id from old_rounds o
                                  where game_round_on_board(o.state, o.win, o.stake, o.closed_at)))
       and round_pk = any (array(select n.id from new_rounds n
                                  where not game_round_on_board(n.state, n.win, n.stake, n.closed_at)));
  end if;
  return null;
end;
$$;
create trigger game_rounds_wins_on_insert after insert on game_rounds
  referencing new table as new_rounds
  for each statement execute function game_wins_follow_rounds();
create trigger game_rounds_wins_on_update after update on game_rounds
  referencing old table as old_rounds new table as new_rounds
  for each statement execute function game_wins_follow_rounds();

drop index game_rounds_wins_idx;
-- Room on each page for a round's closed version beside its open one (a HOT update, as lottery_bets, decision 094).
alter table game_rounds set (fillfactor = 50);

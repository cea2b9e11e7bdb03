-- The studio's Mines rounds (issue 13, decision 110). A round takes its nonce and its mine layout at start and is
-- stored OPENING before the wallet takes the stake, OPEN once it has; each opened tile is added to `reveals`; a mine
-- or a cash out decides the payout (SETTLING) before the wallet pays it, then the round is LOST or CASHED_OUT. A
-- round left OPENING or SETTLING by a failure is driven on with the same wallet transaction ids.
create table studio_mines_rounds (
  id bigserial primary key,
  -- The round id the seamless wallet and the bet records name.
  round_id text not null unique,
  game_session_id bigint not null references studio_game_sessions(id),
  request_id text not null,
  member_id integer references members(id),
  game_code text not null,
  demo boolean not null,
  seed_pair_id bigint not null references studio_seed_pairs(id),
  client_seed text not null,
  nonce integer not null,
  bet_level integer not null,
  stake bigint not null check (stake > 0),
  mine_count integer not null check (mine_count between 1 and 24),
  -- The layout, in the order drawn: never shown before the round ends.
  mines jsonb not null,
  reveals jsonb not null default '[]',
  payout bigint check (payout >= 0),
  balance_before bigint,
  balance_after bigint,
  state text not null check (state in ('OPENING', 'OPEN', 'SETTLING', 'LOST', 'CASHED_OUT', 'REFUSED')),
  created_at timestamptz not null,
  ended_at timestamptz,
  check (state not in ('SETTLING', 'LOST', 'CASHED_OUT') or payout is not null),
  unique (game_session_id, request_id),
  unique (seed_pair_id, nonce)
);
-- One unfinished round per member and game (money and play money apart), and per guest session.
create unique index studio_mines_open_member_idx on studio_mines_rounds (member_id, game_code, demo)
  where member_id is not null and state in ('OPENING', 'OPEN', 'SETTLING');
create unique index studio_mines_open_guest_idx on studio_mines_rounds (game_session_id)
  where member_id is null and state in ('OPENING', 'OPEN', 'SETTLING');
create index studio_mines_member_idx on studio_mines_rounds (member_id, game_code, demo, id desc)
  where state in ('LOST', 'CASHED_OUT');
create index studio_mines_session_idx on studio_mines_rounds (game_session_id, id desc)
  where state in ('LOST', 'CASHED_OUT');

-- Lottery chases and the lottery vendor wallet (decisions 079, 080).

-- A chase: one slip's selections on each of the next N issues of a game, paid up front in one posting. Each issue
-- is an ordinary slip (lottery_slips.chase_id), so settlement, cancel and my bets treat it as any slip.
create table lottery_chases (
  id bigserial primary key,
  merchant_code text not null references regions(merchant_code),
  member_id integer not null references members(id),
  game_code text not null,
  request_id text not null,
  request_hash text not null,
  -- The wallet it was paid from: MAIN, or the lottery vendor's wallet in a region with a wallet per vendor.
  wallet text not null,
  currency text not null,
  total bigint not null check (total > 0),
  stop_on_win boolean not null,
  -- ACTIVE until stopped; whether every issue has been played is read from its slips' bets.
  state text not null default 'ACTIVE' check (state in ('ACTIVE', 'STOPPED')),
  -- WON: a win of the chase stopped it; PLAYER: the member did.
  stop_reason text check (stop_reason in ('WON', 'PLAYER')),
  refunded bigint not null default 0 check (refunded >= 0),
  created_at timestamptz not null,
  stopped_at timestamptz,
  unique (member_id, request_id),
  check ((state = 'STOPPED') = (stop_reason is not null))
);
create index lottery_chases_member_idx on lottery_chases (member_id, created_at desc, id desc);

alter table lottery_slips add column chase_id bigint references lottery_chases(id);
-- The wallet the slip's stake came from; its refund and wins go back there.
alter table lottery_slips add column wallet text not null default 'MAIN';
create index lottery_slips_chase_idx on lottery_slips (chase_id) where chase_id is not null;

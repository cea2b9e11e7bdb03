-- The seamless wallet (decision 044) and the bet records it writes (decision 046).

-- A vendor player session, opened at launch. Only the hash of its id is kept. The wallet accounts it moves money
-- between are fixed when it opens, so a bet looks nothing up.
create table vendor_sessions (
  id bigserial primary key,
  session_hash text not null unique,
  merchant_code text not null references regions(merchant_code),
  member_id integer not null references members(id),
  vendor text not null,
  game_code text not null,
  -- 'MAIN' or the vendor code of the member's vendor wallet.
  wallet text not null,
  currency text not null,
  category text not null,
  member_account_id bigint not null references ledger_accounts(id),
  house_account_id bigint not null references ledger_accounts(id),
  created_at timestamptz not null,
  last_seen timestamptz not null,
  expires_at timestamptz not null
);
create index vendor_sessions_member_idx on vendor_sessions (member_id, created_at desc);

-- A round: the bet record. stake is what its live bets took, win what it paid; turnover is the stake once settled.
create table game_rounds (
  id bigserial primary key,
  merchant_code text not null references regions(merchant_code),
  vendor text not null,
  round_id text not null,
  member_id integer not null references members(id),
  game_code text not null,
  category text not null,
  currency text not null,
  state text not null default 'OPEN' check (state in ('OPEN', 'SETTLED', 'ROLLED_BACK')),
  stake bigint not null default 0 check (stake >= 0),
  win bigint not null default 0 check (win >= 0),
  bets integer not null default 0,
  opened_at timestamptz not null,
  closed_at timestamptz,
  -- The region day the round settled on, where its turnover was counted.
  settled_day date,
  unique (vendor, round_id)
);
create index game_rounds_member_idx on game_rounds (member_id, opened_at desc, id desc);
create index game_rounds_wins_idx on game_rounds (merchant_code, closed_at desc) where win > 0;

-- Each bet, win and rollback the vendor sent, by the vendor's transaction id (the idempotency key). A BET row in
-- state BLOCKED was written by a rollback that came before its bet: the bet, when it comes, is refused.
create table vendor_transactions (
  id bigserial primary key,
  vendor text not null,
  transaction_id text not null,
  kind text not null check (kind in ('BET', 'WIN', 'ROLLBACK')),
  state text not null default 'DONE' check (state in ('DONE', 'ROLLED_BACK', 'BLOCKED')),
  member_id integer references members(id),
  round_id text,
  amount bigint not null default 0,
  bet_transaction_id text,
  request_hash text,
  -- The first answer, given again to every repeat.
  answer jsonb,
  posting_id bigint references ledger_postings(id),
  created_at timestamptz not null,
  unique (vendor, transaction_id)
);
create index vendor_transactions_round_idx on vendor_transactions (vendor, round_id);

-- Turnover per member, region day and category, counted when a round settles (one row per member and day: no
-- single hot row). Rebates, VIP and agent reports read it.
create table member_turnover (
  member_id integer not null references members(id),
  day date not null,
  category text not null,
  merchant_code text not null,
  currency text not null,
  rounds integer not null default 0,
  stake bigint not null default 0,
  win bigint not null default 0,
  turnover bigint not null default 0,
  primary key (member_id, day, category)
);
create index member_turnover_day_idx on member_turnover (merchant_code, day);

-- Progressive jackpot (issue 13 part 2, decision 108): a pool per region (merchant) and currency, its money held in
-- JACKPOT_POOL ledger accounts, one per lane (the shard column), so concurrent spins' contributions lock different
-- rows; the pool is the sum of its lanes. A pool account never goes below zero.

alter table ledger_accounts drop constraint ledger_accounts_kind_check;
alter table ledger_accounts add constraint ledger_accounts_kind_check
  check (kind in ('MEMBER_MAIN', 'MEMBER_VENDOR', 'HOUSE', 'PAYMENT_CLEARING', 'WITHDRAWAL_HOLD', 'JACKPOT_POOL'));

create table jackpot_pools (
  id bigserial primary key,
  merchant_code text not null references regions(merchant_code),
  currency text not null,
  -- What the operator funds the pool with at its start and after every win, minor units.
  seed bigint not null check (seed > 0),
  wins integer not null default 0,
  created_at timestamptz not null,
  constraint jackpot_pools_uq unique (merchant_code, currency)
);

-- One row per round that won: the unique round makes a win paid once however often its spin is retried.
create table jackpot_wins (
  id bigserial primary key,
  pool_id bigint not null references jackpot_pools(id),
  vendor text not null,
  round_id text not null,
  game_code text not null,
  member_id integer not null references members(id),
  amount bigint not null check (amount > 0),
  posting_id bigint not null references ledger_postings(id),
  won_at timestamptz not null,
  constraint jackpot_wins_round_uq unique (vendor, round_id)
);
create index jackpot_wins_pool_idx on jackpot_wins (pool_id, won_at desc);

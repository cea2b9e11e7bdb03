-- Crash (decision 106): the game's hash chains, its shared rounds and the players' bets.

create table crash_chains (
  id bigserial primary key,
  game_code text not null,
  length integer not null check (length > 0),
  -- The chain's first seed: secret; every round's seed is derived from it (checkpoints below).
  root_seed text not null,
  -- SHA-256 of the seed round 1 plays, published before round 1.
  terminal_hash text not null,
  -- The fair stream's label for every round of the chain.
  salt text not null,
  created_at timestamptz not null
);
create unique index crash_chains_one_per_game on crash_chains (game_code);

-- Every 1,000th seed of a chain, so a round's seed takes fewer than 1,000 hashes to find.
create table crash_chain_checkpoints (
  chain_id bigint not null references crash_chains (id),
  idx integer not null,
  seed text not null,
  primary key (chain_id, idx)
);

create table crash_rounds (
  id bigserial primary key,
  game_code text not null,
  chain_id bigint not null references crash_chains (id),
  round_number integer not null,
  -- SHA-256 of the seed: shown from the start. The seed and crash point are secret until the round crashes.
  hash text not null,
  seed text not null,
  crash_point integer not null check (crash_point >= 100),
  -- Milliseconds after the start at which the multiplier reaches the crash point.
  crash_after_ms integer not null,
  phase text not null check (phase in ('betting', 'running', 'crashed')),
  betting_ends_at timestamptz not null,
  started_at timestamptz,
  crashed_at timestamptz,
  -- The runner's last tick on this round: a gap longer than the outage limit means the runner was down.
  heartbeat_at timestamptz not null,
  interrupted boolean not null default false,
  unique (game_code, round_number)
);
create index crash_rounds_newest on crash_rounds (game_code, id desc);

create table crash_bets (
  id bigserial primary key,
  round_id bigint not null references crash_rounds (id),
  game_session_id bigint not null,
  member_id integer,
  demo boolean not null,
  vendor_session_id text,
  request_id text not null,
  -- The masked account shown to the other players.
  player text not null,
  stake bigint not null check (stake > 0),
  auto_cash_out integer check (auto_cash_out >= 101),
  -- placing: the wallet is taking the stake; open: in the round; then cashed_out, lost or refunded.
  status text not null check (status in ('placing', 'open', 'cashed_out', 'lost', 'refunded')),
  cashed_out_at integer,
  win bigint,
  -- Set when the player cashed out by hand (the answer paid it); automatic and rule settlements are told over the socket.
  manual boolean not null default false,
  placed_at timestamptz not null,
  -- When the outcome reached the wallet (win, win of 0 or refund); null while it has not.
  settled_at timestamptz,
  balance_after bigint,
  unique (game_session_id, request_id)
);
create unique index crash_bets_one_per_session on crash_bets (round_id, game_session_id);
create unique index crash_bets_one_per_member on crash_bets (round_id, member_id, demo) where member_id is not null;
create index crash_bets_unsettled on crash_bets (round_id) where settled_at is null;
create index crash_bets_by_member on crash_bets (member_id, id desc) where member_id is not null;
create index crash_bets_by_session on crash_bets (game_session_id, id desc);

-- The studio's rounds, for recall and verification (decision 047). A money round is written PENDING with its nonce
-- (taken in the same statement) before the wallet is asked; its outcome follows from pair, nonce and stake, so a
-- retried spin (same game session and request id) settles the same round. Steps and win are stored on settling.
create table studio_rounds (
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
  paytable_id text not null,
  bet_level integer not null,
  stake bigint not null check (stake > 0),
  total_win bigint check (total_win >= 0),
  balance_before bigint,
  balance_after bigint,
  steps jsonb,
  state text not null check (state in ('PENDING', 'SETTLED', 'REFUSED')),
  created_at timestamptz not null,
  check (state = 'PENDING' or state = 'REFUSED' or (steps is not null and total_win is not null)),
  unique (game_session_id, request_id),
  -- No two rounds ever share a nonce of a pair.
  unique (seed_pair_id, nonce)
);
create index studio_rounds_member_idx on studio_rounds (member_id, game_code, demo, id desc) where state = 'SETTLED';
create index studio_rounds_session_idx on studio_rounds (game_session_id, id desc) where state = 'SETTLED';

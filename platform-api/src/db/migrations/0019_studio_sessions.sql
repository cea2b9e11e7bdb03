-- The in-house studio (decisions 047-049): provably fair seed pairs, one-time launch tokens and game sessions.

-- A seed pair: the server seed is shown only as its hash until the pair is rotated (revealed_at set). A member has
-- one live pair per game; a guest's pair belongs to its one game session (member_id null).
create table studio_seed_pairs (
  id bigserial primary key,
  member_id integer references members(id),
  game_code text not null,
  server_seed text not null,
  server_seed_hash text not null,
  client_seed text not null,
  -- The nonce the next round takes.
  nonce integer not null default 0 check (nonce >= 0),
  created_at timestamptz not null,
  revealed_at timestamptz
);
create unique index studio_seed_pairs_live_idx on studio_seed_pairs (member_id, game_code)
  where revealed_at is null and member_id is not null;

-- A launch token: made by the HOUSE vendor adapter, opened once by the game within its expiry. Only its hash is kept.
create table studio_launch_tokens (
  token_hash text primary key,
  member_id integer references members(id),
  merchant_code text not null references regions(merchant_code),
  game_code text not null,
  currency text not null,
  demo boolean not null,
  wallet text not null,
  language text not null,
  return_url text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index studio_launch_tokens_expiry_idx on studio_launch_tokens (expires_at);

-- A game session: what the game in its iframe holds (header x-game-session; only the hash is kept). Money sessions
-- play through a seamless-wallet vendor session; demo sessions keep their play-money balance here.
create table studio_game_sessions (
  id bigserial primary key,
  token_hash text not null unique,
  member_id integer references members(id),
  merchant_code text not null references regions(merchant_code),
  game_code text not null,
  currency text not null,
  demo boolean not null,
  wallet text not null,
  -- The seamless wallet's session id for this play (money sessions only): the studio presents it on every step.
  vendor_session_id text,
  demo_balance bigint check (demo_balance >= 0),
  -- A guest's seed pair; members use their live pair for the game.
  seed_pair_id bigint references studio_seed_pairs(id),
  return_url text not null,
  created_at timestamptz not null,
  last_seen timestamptz not null,
  expires_at timestamptz not null
);

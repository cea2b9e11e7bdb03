-- The lottery draw engine (decisions 069, 070): the games a region runs, their issues (scheduled draws with a
-- committed seed), and the bet slips placed on them.

-- A lottery game a region runs. The game's draw format, cadence and bet types are the engine's data
-- (@platform/lottery-engine); what a region sets is here.
create table lottery_region_games (
  merchant_code text not null references regions(merchant_code),
  game_code text not null,
  enabled boolean not null default true,
  -- Betting closes this many seconds before the draw; null: the game's own setting.
  close_seconds integer check (close_seconds >= 0),
  -- A bet's stake (unit stake x multiplier x units), in minor units.
  min_stake bigint not null default 100 check (min_stake > 0),
  max_stake bigint not null default 10000000 check (max_stake >= min_stake),
  -- What the runner does with a draw it finds overdue after a pause: DRAW_LATE or CANCEL (every bet refunded);
  -- null: the game's own rule.
  missed_draw text check (missed_draw in ('DRAW_LATE', 'CANCEL')),
  -- Odds a region sets per bet type, over the engine's defaults.
  odds jsonb not null default '{}'::jsonb,
  primary key (merchant_code, game_code)
);

-- One scheduled draw. The seed is made when the issue is created and only its SHA-256 is shown until the draw.
create table lottery_issues (
  id bigserial primary key,
  merchant_code text not null references regions(merchant_code),
  game_code text not null,
  -- Region date and sequence, e.g. 20261125-0421.
  issue_number text not null,
  opens_at timestamptz not null,
  closes_at timestamptz not null,
  draw_at timestamptz not null,
  server_seed text not null,
  seed_hash text not null,
  -- OPEN: taking bets until closes_at; DRAWN: numbers known, bets being settled; SETTLED: every bet settled;
  -- CANCELLED: no draw, every bet refunded (REFUNDED when the refunds are done).
  state text not null default 'OPEN' check (state in ('OPEN', 'DRAWN', 'SETTLED', 'CANCELLED', 'REFUNDED')),
  result jsonb,
  drawn_at timestamptz,
  settled_at timestamptz,
  -- How an overdue draw was caught up (DRAWN_LATE, CANCELLED_MISSED) or who cancelled it (CANCELLED_BY:<operator>).
  note text,
  unique (merchant_code, game_code, issue_number),
  check (opens_at <= closes_at and closes_at <= draw_at)
);
create index lottery_issues_due_idx on lottery_issues (draw_at) where state in ('OPEN', 'DRAWN', 'CANCELLED');
create index lottery_issues_game_idx on lottery_issues (merchant_code, game_code, draw_at desc);

-- A bet slip: one posting from the main wallet for all its bets. request_id is the member's idempotency key.
create table lottery_slips (
  id bigserial primary key,
  merchant_code text not null references regions(merchant_code),
  member_id integer not null references members(id),
  issue_id bigint not null references lottery_issues(id),
  request_id text not null,
  request_hash text not null,
  currency text not null,
  total bigint not null check (total > 0),
  state text not null default 'PLACED' check (state in ('PLACED', 'CANCELLED')),
  created_at timestamptz not null,
  unique (member_id, request_id)
);
create index lottery_slips_member_idx on lottery_slips (member_id, created_at desc, id desc);

-- A bet of a slip: one bet type and selection, units x unit stake x multiplier = stake.
create table lottery_bets (
  id bigserial primary key,
  slip_id bigint not null references lottery_slips(id),
  issue_id bigint not null references lottery_issues(id),
  member_id integer not null references members(id),
  bet_type text not null,
  selection jsonb not null,
  units integer not null check (units > 0),
  unit_stake bigint not null check (unit_stake > 0),
  multiplier integer not null check (multiplier > 0),
  stake bigint not null check (stake > 0),
  -- PLACED until settled: WON or LOST (payout 0), or REFUNDED/CANCELLED (stake returned).
  state text not null default 'PLACED' check (state in ('PLACED', 'WON', 'LOST', 'CANCELLED', 'REFUNDED')),
  payout bigint not null default 0 check (payout >= 0),
  settled_at timestamptz
);
create index lottery_bets_issue_idx on lottery_bets (issue_id, id) where state = 'PLACED';
create index lottery_bets_slip_idx on lottery_bets (slip_id);

-- Responsible gaming (issue 13, decisions 104 and 105): a member's own limits, what they used of them, cooling-off
-- and self-exclusion, and the marketing opt-out the rest of the platform reads.

-- One limit of a member: DEPOSIT, LOSS and WAGER per DAY, WEEK or MONTH (minor units); SESSION_TIME per DAY and
-- REALITY_CHECK (period NONE) in minutes. `amount` is in force now (null: none); a higher limit or a removal waits
-- 24 hours as `pending_amount` from `pending_at` (pending_at set and pending_amount null: the removal).
create table rg_limits (
  member_id integer not null references members(id),
  kind text not null check (kind in ('DEPOSIT', 'LOSS', 'WAGER', 'SESSION_TIME', 'REALITY_CHECK')),
  period text not null check (period in ('DAY', 'WEEK', 'MONTH', 'NONE')),
  amount bigint check (amount > 0),
  pending_amount bigint check (pending_amount > 0),
  pending_at timestamptz,
  updated_at timestamptz not null,
  primary key (member_id, kind, period)
);

-- What a member with a loss, wager or play-time limit used in each region day, week and month: counted before the
-- limit is checked, in the one statement that checks it (the row lock makes parallel bets take turns). `lost` is
-- stakes minus wins, so it goes below zero after a good run. The caps are the limits in force at the last bet.
create table rg_usage (
  member_id integer not null references members(id),
  period text not null check (period in ('DAY', 'WEEK', 'MONTH')),
  period_start date not null,
  wagered bigint not null default 0,
  lost bigint not null default 0,
  wager_cap bigint,
  loss_cap bigint,
  play_ms bigint not null default 0,
  play_cap bigint,
  last_play_at timestamptz,
  primary key (member_id, period, period_start)
);

-- Cooling-off (1 day to 3 months) and self-exclusion (6 months, 1 year, 5 years): never shortened or lifted.
create table rg_exclusions (
  id bigserial primary key,
  member_id integer not null references members(id),
  kind text not null check (kind in ('COOLING_OFF', 'SELF_EXCLUSION')),
  starts_at timestamptz not null,
  ends_at timestamptz not null check (ends_at > starts_at)
);
create index rg_exclusions_member_idx on rg_exclusions (member_id, ends_at desc);

-- No marketing (promotion and popup announcements, SMS and mail campaigns) reaches the member until `until`.
create table marketing_opt_outs (
  member_id integer primary key references members(id),
  until timestamptz not null,
  reason text not null,
  updated_at timestamptz not null
);

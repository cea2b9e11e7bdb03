-- Retention (issue 9, item 7): the sweep deletes rows whose life ended long ago, a bounded batch at a time, so each
-- table it prunes has an index on the time it prunes by.
create index captchas_expires_idx on captchas (expires_at);
create index sessions_expires_idx on sessions (expires_at);
create index sessions_last_seen_idx on sessions (last_seen_at);
create index operator_sessions_expires_idx on operator_sessions (expires_at);
create index verification_codes_expires_idx on verification_codes (expires_at);
create index login_challenges_expires_idx on login_challenges (expires_at);
create index outbox_created_idx on outbox (created_at);
create index rate_counters_window_idx on rate_counters (window_start);

-- Sliding-window limits ("no more than 3 texts to a number in any 5 minutes"): the times of the attempts let in
-- within the window, one row per key, so one INSERT ... ON CONFLICT DO UPDATE both checks and counts under the
-- row's lock.
create table rate_windows (
  key text primary key,
  hits timestamptz[] not null,
  last_hit timestamptz not null
);
create index rate_windows_last_hit_idx on rate_windows (last_hit);
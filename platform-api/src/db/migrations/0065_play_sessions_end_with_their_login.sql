-- Decision 194: a game's sessions end with the login that launched them (logout, a newer login, a password change or
-- reset, a support lock, an exclusion) and never outlive that login's lifetime (ends_by).
alter table studio_launch_tokens add column member_session_id integer, add column ends_by timestamptz;
alter table studio_game_sessions add column member_session_id integer, add column ends_by timestamptz;
alter table vendor_sessions add column member_session_id integer, add column ends_by timestamptz;

-- Ending a member's play finds their live game sessions and unused launch tokens by member.
create index studio_game_sessions_member_idx on studio_game_sessions (member_id) where member_id is not null;
create index studio_launch_tokens_member_idx on studio_launch_tokens (member_id) where used_at is null;

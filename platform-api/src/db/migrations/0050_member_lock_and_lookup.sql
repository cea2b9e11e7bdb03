-- Member look-up and lock for support (decision 088).

-- A locked account cannot sign in by any means; its money stays where it is. Null: not locked.
alter table members add column locked_at timestamptz;
alter table members add column locked_reason text;

-- Support finds a member by any part of the account, mobile number or email, case-insensitively: trigram indexes
-- serve `like '%...%'` on a large member table (three or more characters; two scan). The expressions here are the
-- ones the look-up's query uses, word for word, or the planner cannot use them.
create extension if not exists pg_trgm;
create index members_account_trgm_idx on members using gin (lower(account) gin_trgm_ops);
create index members_mobile_trgm_idx on members using gin ((dialing_code || mobile_num) gin_trgm_ops)
  where mobile_num is not null;
create index members_email_trgm_idx on members using gin (lower(email) gin_trgm_ops) where email is not null;
-- The newest-first listing of one region's members, and a member's most recent sessions.
create index members_region_created_idx on members (merchant_code, created_at desc, id desc);
create index sessions_member_created_idx on sessions (member_id, created_at desc, id desc);

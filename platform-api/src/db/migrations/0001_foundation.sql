-- Foundation: merchants and their regions, site settings, members, sessions, codes, captchas, rate counters.

create table brands (
  id serial primary key,
  name text not null,
  main_domain text not null
);

-- A region of a brand is what the spec calls a merchant: it has its own merchantCode, currency and languages.
create table regions (
  merchant_code text primary key,
  brand_id integer not null references brands(id),
  country text not null,
  country_name text not null,
  currency text not null,
  currency_symbol text not null,
  lang_list text[] not null,
  default_language text not null,
  sort integer not null default 0,
  is_default boolean not null default false
);

create table merchant_settings (
  merchant_code text primary key references regions(merchant_code),
  maintenance boolean not null default false,
  maintenance_end timestamptz,
  register_captcha boolean not null default false,
  sms_human_check boolean not null default false,
  sms_code_minutes integer not null default 5,
  password_expiry_days integer not null default 90,
  agreement_age integer not null default 18,
  analytics text,
  image_cdns text[] not null default '{}',
  launch_game_cdns text[] not null default '{}'
);

create table whitelabel_switches (
  merchant_code text not null references regions(merchant_code),
  name text not null,
  enabled boolean not null,
  primary key (merchant_code, name)
);

create table register_fields (
  merchant_code text not null references regions(merchant_code),
  field text not null,
  enabled boolean not null,
  required boolean not null,
  min_length integer,
  max_length integer,
  pattern_id integer,
  accepted_pattern text,
  type text not null default 'text',
  sort integer not null default 0,
  primary key (merchant_code, field)
);

create table access_restrictions (
  merchant_code text not null references regions(merchant_code),
  kind text not null check (kind in ('COUNTRY', 'IP')),
  value text not null,
  primary key (merchant_code, kind, value)
);

create table country_codes (
  merchant_code text not null references regions(merchant_code),
  country_code text not null,
  dialing_code text not null,
  sort integer not null default 0,
  primary key (merchant_code, country_code)
);

create table resources (
  id serial primary key,
  merchant_code text not null references regions(merchant_code),
  resource_type text not null,
  name text not null,
  url text not null
);

create table customer_service (
  id serial primary key,
  merchant_code text not null references regions(merchant_code),
  cs_type text not null,
  cs_position text not null,
  title text not null,
  url text not null
);

create table members (
  id serial primary key,
  merchant_code text not null references regions(merchant_code),
  account text not null,
  password_hash text not null,
  password_changed_at timestamptz not null default now(),
  must_change_password boolean not null default false,
  -- A mailed temporary password works beside the real one until used or expired, so a stranger who knows
  -- the username and email cannot lock the player out.
  reset_password_hash text,
  reset_expires_at timestamptz,
  nickname text,
  type integer not null default 0,
  dialing_code text,
  mobile_num text,
  email text,
  payee_name text,
  profile jsonb not null default '{}',
  parent_id integer references members(id),
  affiliate_code text,
  referral_code text,
  referred_by integer references members(id),
  icon text not null default 'avatar-1',
  language text,
  first_time_login boolean not null default true,
  register_ip text,
  register_method text not null default 'WEB',
  last_login_at timestamptz,
  last_login_ip text,
  prev_login_at timestamptz,
  prev_login_ip text,
  created_at timestamptz not null default now()
);
create unique index members_account_uq on members (merchant_code, lower(account));
create unique index members_mobile_uq on members (merchant_code, dialing_code, mobile_num) where mobile_num is not null;
create unique index members_affiliate_uq on members (affiliate_code) where affiliate_code is not null;
create unique index members_referral_uq on members (referral_code) where referral_code is not null;

create table member_known_ips (
  member_id integer not null references members(id),
  ip text not null,
  first_seen timestamptz not null default now(),
  primary key (member_id, ip)
);

create table sessions (
  id serial primary key,
  token_hash text not null unique,
  member_id integer not null references members(id),
  portal text not null,
  ip text not null,
  created_at timestamptz not null default now(),
  last_seen_at timestamptz not null default now(),
  expires_at timestamptz not null,
  revoked_at timestamptz
);
create index sessions_member_idx on sessions (member_id) where revoked_at is null;

create table verification_codes (
  id serial primary key,
  purpose text not null,
  target text not null,
  code_hash text not null,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_codes_target_idx on verification_codes (purpose, target, created_at desc);

create table outbox (
  id serial primary key,
  channel text not null,
  recipient text not null,
  body text not null,
  created_at timestamptz not null default now()
);
create index outbox_recipient_idx on outbox (channel, recipient, id desc);

create table captchas (
  id text primary key,
  answer_hash text not null,
  expires_at timestamptz not null,
  consumed_at timestamptz
);

create table rate_counters (
  key text not null,
  window_start timestamptz not null,
  count integer not null,
  primary key (key, window_start)
);

create table login_challenges (
  id text primary key,
  member_id integer not null references members(id),
  ip text not null,
  portal text not null,
  methods text[] not null,
  weak_password boolean not null default false,
  attempts integer not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz
);

create table server_keys (
  kid text primary key,
  public_spki text not null,
  private_pkcs8 text not null,
  created_at timestamptz not null default now()
);

-- Back-office operators: their own accounts and sessions, never a member's.
create table operators (
  id serial primary key,
  username text not null unique,
  password_hash text not null,
  -- The regions (merchant codes) this operator works on; empty means every region.
  merchant_codes text[] not null default '{}',
  created_at timestamptz not null default now()
);

create table operator_sessions (
  id serial primary key,
  token_hash text not null unique,
  operator_id integer not null references operators(id),
  ip text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  revoked_at timestamptz
);

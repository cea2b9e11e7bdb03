-- The secret each outside game vendor signs its wallet calls with, per region (decision 045). The server must compute
-- the HMAC itself, so the secret cannot be a one-way hash: it is sealed with AES-256-GCM under a key derived from the
-- server key, so a copy of the database alone does not give it away.
create table vendor_credentials (
  merchant_code text not null references regions(merchant_code),
  vendor text not null,
  sealed_secret text not null,
  enabled boolean not null default true,
  created_at timestamptz not null,
  primary key (merchant_code, vendor)
);

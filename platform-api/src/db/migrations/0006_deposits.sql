-- Deposits: the payment channels a merchant offers and deposit orders, PENDING until the provider's signed
-- notification credits them (CREDITED) or reports the payment failed (FAILED).

-- Amounts in minor units of the region's currency.
create table deposit_channels (
  merchant_code text not null references regions(merchant_code),
  id text not null check (id ~ '^[A-Za-z0-9_-]{1,64}$'),
  name text not null,
  -- The payment provider that serves the channel (deps.payments), e.g. 'sandbox'.
  provider text not null,
  min_amount bigint not null check (min_amount > 0),
  max_amount bigint not null,
  -- The key the provider signs its notifications with (HMAC-SHA256); it never leaves the server.
  secret text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  enabled boolean not null default true,
  sort integer not null default 0,
  primary key (merchant_code, id),
  constraint deposit_channels_range check (max_amount >= min_amount)
);

-- The demo brand's regions seeded before this migration get the sandbox channels; a fresh database gets them from
-- the seed. Other brands never get a sandbox channel: it credits without real money.
insert into deposit_channels (merchant_code, id, name, provider, min_amount, max_amount, sort)
select r.merchant_code, c.id, c.name, 'sandbox', c.min_amount, c.max_amount, c.sort
  from regions r
  join brands b on b.id = r.brand_id and b.main_domain = 'demo.sea-gaming.test'
 cross join (values ('sandbox-bank', 'Sandbox bank transfer', 1000, 10000000, 0),
                    ('sandbox-qr', 'Sandbox QR payment', 500, 2000000, 1)) as c(id, name, min_amount, max_amount, sort)
on conflict do nothing;

create table deposit_orders (
  id text primary key,
  member_id integer not null references members(id),
  merchant_code text not null references regions(merchant_code),
  channel_id text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'CREDITED', 'FAILED')),
  -- Set once the provider answered; a retry of the same key asks again while it is missing.
  pay_url text,
  provider_ref text,
  idempotency_key text not null,
  request_hash text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  credited_at timestamptz,
  foreign key (merchant_code, channel_id) references deposit_channels (merchant_code, id),
  constraint deposit_orders_idempotency_uq unique (member_id, idempotency_key),
  constraint deposit_orders_credited_at check ((credited_at is not null) = (status = 'CREDITED')),
  constraint deposit_orders_credited_has_ref check (status <> 'CREDITED' or provider_ref is not null)
);
create index deposit_orders_member_idx on deposit_orders (member_id, created_at desc, id desc);
create index deposit_orders_merchant_idx on deposit_orders (merchant_code, created_at desc, id desc);

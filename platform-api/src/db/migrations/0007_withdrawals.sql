-- Withdrawals: the payment password, bound bank accounts, per-merchant withdrawal settings, withdrawal requests
-- through review, payout and the member's confirmation, and the proof images of a payout that did not arrive.

alter table members add column payment_password_hash text;
-- Registration kept the payment password on the profile until now.
update members
   set payment_password_hash = profile->>'paymentPasswordHash', profile = profile - 'paymentPasswordHash'
 where profile ? 'paymentPasswordHash';

-- Amounts in minor units of the region's currency.
create table withdrawal_settings (
  merchant_code text primary key references regions(merchant_code),
  min_amount bigint not null default 10000 check (min_amount > 0),
  max_amount bigint not null default 5000000,
  -- After payout the member has this long to confirm; then the payout counts as received.
  confirm_minutes integer not null default 60 check (confirm_minutes > 0),
  max_bank_accounts integer not null default 3 check (max_bank_accounts > 0),
  banks text[] not null default '{}',
  constraint withdrawal_settings_range check (max_amount >= min_amount)
);
-- Regions seeded before this migration; a fresh database gets its rows from the seed.
insert into withdrawal_settings (merchant_code, banks)
select merchant_code,
       case country
         when 'KH' then array['ABA Bank', 'ACLEDA Bank', 'Canadia Bank', 'Wing Bank']
         when 'VN' then array['Vietcombank', 'Techcombank', 'BIDV', 'VietinBank']
         when 'TH' then array['Bangkok Bank', 'Kasikornbank', 'Siam Commercial Bank', 'Krungthai Bank']
         else '{}'::text[]
       end
  from regions
on conflict do nothing;

create table bank_accounts (
  id bigserial primary key,
  member_id integer not null references members(id),
  bank_name text not null,
  account_name text not null,
  account_number text not null check (account_number ~ '^\d{6,24}$'),
  created_at timestamptz not null,
  constraint bank_accounts_member_number_uq unique (member_id, account_number)
);

create table withdrawals (
  id text primary key,
  member_id integer not null references members(id),
  merchant_code text not null references regions(merchant_code),
  bank_account_id bigint not null references bank_accounts(id),
  -- The account as it was when the member asked: what the operator pays to.
  bank_name text not null,
  account_name text not null,
  account_number text not null,
  amount bigint not null check (amount > 0),
  currency text not null,
  status text not null default 'PENDING' check (
    status in ('PENDING', 'APPROVED', 'REJECTED', 'PAID', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'FORCED_RECEIVED')
  ),
  amount_received bigint check (amount_received >= 0),
  amount_refunded bigint not null default 0 check (amount_refunded >= 0),
  reject_reason text,
  payout_reference text,
  -- The member's words with the confirmation; the operator's with a refund.
  remark text,
  operator_remark text,
  idempotency_key text not null,
  request_hash text not null,
  paid_at timestamptz,
  confirm_by timestamptz,
  confirmed_at timestamptz,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  constraint withdrawals_idempotency_uq unique (member_id, idempotency_key),
  -- Nothing is refunded beyond what the member did not receive.
  constraint withdrawals_refund_within_amount check (amount_refunded + coalesce(amount_received, 0) <= amount),
  constraint withdrawals_received_once_settled check (
    (amount_received is not null) = (status in ('RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'FORCED_RECEIVED'))
  ),
  constraint withdrawals_paid_has_window check (
    status not in ('PAID', 'RECEIVED', 'PARTIAL', 'NOT_RECEIVED', 'FORCED_RECEIVED')
    or (paid_at is not null and confirm_by is not null)
  ),
  constraint withdrawals_rejected_has_reason check (status <> 'REJECTED' or reject_reason is not null)
);
create index withdrawals_member_idx on withdrawals (member_id, created_at desc, id desc);
create index withdrawals_merchant_idx on withdrawals (merchant_code, status, created_at desc, id desc);
create index withdrawals_confirm_by_idx on withdrawals (confirm_by) where status = 'PAID';

create table withdrawal_proofs (
  id bigserial primary key,
  withdrawal_id text not null references withdrawals(id),
  mime text not null check (mime in ('image/png', 'image/jpeg')),
  bytes bytea not null,
  size integer not null check (size > 0 and size <= 5242880),
  created_at timestamptz not null,
  constraint withdrawal_proofs_size check (octet_length(bytes) = size)
);
create index withdrawal_proofs_withdrawal_idx on withdrawal_proofs (withdrawal_id);

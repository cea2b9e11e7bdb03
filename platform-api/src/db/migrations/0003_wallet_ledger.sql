-- Wallet ledger: accounts with balances in integer minor units, postings (one per money movement, carrying its
-- idempotency key and stored result) and append-only entries that sum to zero per posting.

create table ledger_accounts (
  id bigserial primary key,
  merchant_code text not null references regions(merchant_code),
  member_id integer references members(id),
  kind text not null
    check (kind in ('MEMBER_MAIN', 'MEMBER_VENDOR', 'HOUSE', 'PAYMENT_CLEARING', 'WITHDRAWAL_HOLD')),
  vendor text,
  currency text not null,
  balance bigint not null default 0,
  created_at timestamptz not null default now(),
  -- House and payment clearing are the counterparties and may go negative; what a player or a hold owns never does.
  constraint ledger_accounts_balance_not_negative check (kind in ('HOUSE', 'PAYMENT_CLEARING') or balance >= 0),
  -- Member accounts belong to a member, merchant accounts to nobody; only vendor accounts name a vendor.
  constraint ledger_accounts_owner check ((member_id is not null) = (kind in ('MEMBER_MAIN', 'MEMBER_VENDOR'))),
  constraint ledger_accounts_vendor check ((vendor is not null) = (kind = 'MEMBER_VENDOR'))
);
create unique index ledger_accounts_member_main_uq on ledger_accounts (member_id, currency)
  where kind = 'MEMBER_MAIN';
create unique index ledger_accounts_member_vendor_uq on ledger_accounts (member_id, vendor, currency)
  where kind = 'MEMBER_VENDOR';
create unique index ledger_accounts_merchant_uq on ledger_accounts (merchant_code, kind, currency)
  where member_id is null;

create table ledger_postings (
  id bigserial primary key,
  merchant_code text not null references regions(merchant_code),
  kind text not null,
  idempotency_scope text not null,
  idempotency_key text not null,
  request_hash text not null,
  -- Written in the same transaction as the entries; a committed posting always has its result.
  result jsonb,
  created_at timestamptz not null default now(),
  constraint ledger_postings_idempotency_uq unique (idempotency_scope, idempotency_key)
);

create table ledger_entries (
  id bigserial primary key,
  posting_id bigint not null references ledger_postings(id),
  account_id bigint not null references ledger_accounts(id),
  amount bigint not null check (amount <> 0),
  created_at timestamptz not null default now()
);
create index ledger_entries_posting_idx on ledger_entries (posting_id);
create index ledger_entries_account_idx on ledger_entries (account_id);

-- Entries are append-only: a correction is a new posting, never an edit.
create function ledger_entries_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger entries are append-only (% refused)', tg_op using errcode = 'P0001';
end;
$$;
create trigger ledger_entries_no_update_delete before update or delete on ledger_entries
  for each row execute function ledger_entries_append_only();
create trigger ledger_entries_no_truncate before truncate on ledger_entries
  for each statement execute function ledger_entries_append_only();

-- At commit, every posting that got entries in this transaction sums to zero within one currency.
create function ledger_posting_balanced() returns trigger language plpgsql as $$
declare
  total numeric;
  currencies integer;
begin
  select coalesce(sum(e.amount), 0), count(distinct a.currency) into total, currencies
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
    where e.posting_id = new.posting_id;
  if total <> 0 then
    raise exception 'ledger posting % does not sum to zero (sum %)', new.posting_id, total using errcode = '23514';
  end if;
  if currencies > 1 then
    raise exception 'ledger posting % mixes currencies', new.posting_id using errcode = '23514';
  end if;
  return null;
end;
$$;
create constraint trigger ledger_entries_posting_balanced after insert on ledger_entries
  deferrable initially deferred
  for each row execute function ledger_posting_balanced();

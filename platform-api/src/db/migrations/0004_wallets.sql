-- Wallet settings per merchant: one wallet for everything (single) or one per game vendor, and the vendors.

alter table merchant_settings add column wallet_single boolean not null default true;

create table wallet_vendors (
  merchant_code text not null references regions(merchant_code),
  vendor text not null,
  name text not null,
  sort integer not null default 0,
  primary key (merchant_code, vendor)
);

-- Whose movement a posting is and what it refers to (deposit order, withdrawal, vendor), for the account record.
alter table ledger_postings add column member_id integer references members(id);
alter table ledger_postings add column reference text;
create index ledger_postings_member_idx on ledger_postings (member_id, created_at desc, id desc)
  where member_id is not null;

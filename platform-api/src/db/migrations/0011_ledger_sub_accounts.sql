-- A merchant's house, payment-clearing and withdrawal-hold accounts split into sub-accounts (shards), so deposits
-- and payouts of different members lock different rows instead of all waiting on one. A member's movements always
-- use the sub-account its member id picks (member_id % 32, see ledger-rules.ts); the merchant's balance of a kind is
-- the sum of its sub-accounts. Member accounts have no sub-accounts (shard 0).

alter table ledger_accounts add column shard smallint not null default 0;
alter table ledger_accounts add constraint ledger_accounts_shard
  check (shard >= 0 and shard < 32 and (member_id is null or shard = 0));
drop index ledger_accounts_merchant_uq;
create unique index ledger_accounts_merchant_uq on ledger_accounts (merchant_code, kind, currency, shard)
  where member_id is null;

-- The holds of withdrawals not yet paid or rejected move from the one hold account (now sub-account 0) to their
-- member's sub-account, which their payout or rejection takes them from: one posting per merchant and currency.
create temporary table pending_holds on commit drop as
select w.merchant_code, w.currency, (w.member_id % 32)::smallint as shard, sum(w.amount)::bigint as amount
  from withdrawals w
 where w.status in ('PENDING', 'APPROVED') and w.member_id % 32 <> 0
 group by 1, 2, 3;

insert into ledger_accounts (merchant_code, kind, currency, shard)
select merchant_code, 'WITHDRAWAL_HOLD', currency, shard from pending_holds
on conflict do nothing;

insert into ledger_postings (merchant_code, kind, idempotency_scope, idempotency_key, request_hash, reference, result)
select merchant_code, 'HOLD_SUB_ACCOUNTS', 'migration:0011_ledger_sub_accounts', merchant_code || '/' || currency,
       'migration', 'HOLD_SUB_ACCOUNTS', jsonb_build_object('merchantCode', merchant_code, 'currency', currency)
  from pending_holds group by merchant_code, currency;

insert into ledger_entries (posting_id, account_id, amount)
select p.id, a.id, m.amount
  from (select merchant_code, currency, shard, amount from pending_holds
        union all
        select merchant_code, currency, 0, -sum(amount) from pending_holds group by merchant_code, currency) m
  join ledger_postings p on p.idempotency_scope = 'migration:0011_ledger_sub_accounts'
                        and p.idempotency_key = m.merchant_code || '/' || m.currency
  join ledger_accounts a on a.merchant_code = m.merchant_code and a.currency = m.currency
                        and a.kind = 'WITHDRAWAL_HOLD' and a.member_id is null and a.shard = m.shard;

update ledger_accounts a set balance = a.balance + s.total
  from (select e.account_id, sum(e.amount) as total
          from ledger_entries e join ledger_postings p on p.id = e.posting_id
         where p.idempotency_scope = 'migration:0011_ledger_sub_accounts'
         group by e.account_id) s
 where a.id = s.account_id;

-- Game bets, wins, rollbacks and spins show in their member's account record (decision 065): postings written
-- before carried no member id, so they take the member of the account they moved.
update ledger_postings p
   set member_id = a.member_id
  from ledger_entries e
  join ledger_accounts a on a.id = e.account_id
 where e.posting_id = p.id
   and p.kind like 'GAME%'
   and p.member_id is null
   and a.member_id is not null;

-- The balanced-posting check moves from a deferred per-row trigger (one query per entry at commit, about a third
-- of the database time of a transfer) to one check per insert statement over the postings it touched. Every
-- posting's entries are written by one statement, so the check still sees each posting whole; a statement that
-- leaves any touched posting unbalanced, or mixing currencies, is refused with everything it wrote.

drop trigger ledger_entries_posting_balanced on ledger_entries;
drop function ledger_posting_balanced();

create function ledger_postings_balanced() returns trigger language plpgsql as $$
declare
  bad record;
begin
  select e.posting_id, sum(e.amount) as total, count(distinct a.currency) as currencies into bad
    from ledger_entries e join ledger_accounts a on a.id = e.account_id
   -- An array, not a join: the transition table has no statistics, and a join plan may scan every entry.
   where e.posting_id = any (array(select distinct n.posting_id from new_entries n))
   group by e.posting_id
  having sum(e.amount) <> 0 or count(distinct a.currency) > 1
   limit 1;
  if not found then
    return null;
  end if;
  if bad.total <> 0 then
    raise exception 'ledger posting % does not sum to zero (sum %)', bad.posting_id, bad.total using errcode = '23514';
  end if;
  raise exception 'ledger posting % mixes currencies', bad.posting_id using errcode = '23514';
end;
$$;
create trigger ledger_entries_postings_balanced after insert on ledger_entries
  referencing new table as new_entries
  for each statement execute function ledger_postings_balanced();

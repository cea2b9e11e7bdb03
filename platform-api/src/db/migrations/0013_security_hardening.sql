-- Postings are append-only like their entries: a posting's kind, amount reference and idempotency result are the
-- record of what happened, and a correction is a new posting, never an edit.
create function ledger_postings_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'ledger postings are append-only (% refused)', tg_op using errcode = 'P0001';
end;
$$;
create trigger ledger_postings_no_update_delete before update or delete on ledger_postings
  for each row execute function ledger_postings_append_only();
create trigger ledger_postings_no_truncate before truncate on ledger_postings
  for each statement execute function ledger_postings_append_only();

-- A change of the bound mobile, email, payment password or bank accounts holds withdrawals for a while: whoever
-- took over a session and changed them cannot take the money out before the member hears of it.
alter table members add column security_changed_at timestamptz;
alter table withdrawal_settings
  add column security_hold_hours integer not null default 24 check (security_hold_hours >= 0);

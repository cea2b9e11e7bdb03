import type { Queryable } from '../../db/database';

export interface MemberLedgerRow {
  at: Date;
  kind: string;
  account_kind: 'MEMBER_MAIN' | 'MEMBER_VENDOR';
  vendor: string | null;
  amount: string;
  balance_after: string;
  reference: string | null;
}

/**
 * A page of the entries on a member's wallet accounts, newest first. Entries carry no balance, so the balance after
 * each is the account's balance now less the entries after it (the ledger check proves a balance is its entries'
 * sum); one statement reads both, so they agree.
 */
export async function findMemberLedgerPage(
  db: Queryable,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: MemberLedgerRow[]; total: number }> {
  const rows = await db.query<MemberLedgerRow>(
    `with account as (
       select id, kind, vendor, balance from ledger_accounts
        where member_id = $1 and kind in ('MEMBER_MAIN', 'MEMBER_VENDOR')
     ), page as (
       select e.id, e.account_id, e.amount, p.created_at, p.kind, p.reference
         from ledger_entries e join ledger_postings p on p.id = e.posting_id
        where e.account_id in (select id from account)
        order by e.id desc limit $2 offset $3
     )
     select page.created_at as at, page.kind, a.kind as account_kind, a.vendor, page.amount::text as amount,
            (a.balance - coalesce((select sum(l.amount) from ledger_entries l
                                    where l.account_id = page.account_id and l.id > page.id), 0))::text
              as balance_after,
            page.reference
       from page join account a on a.id = page.account_id
      order by page.id desc`,
    [memberId, limit, offset],
  );
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from ledger_entries e
      where e.account_id in (select id from ledger_accounts where member_id = $1)`,
    [memberId],
  );
  return { rows, total: count?.n ?? 0 };
}

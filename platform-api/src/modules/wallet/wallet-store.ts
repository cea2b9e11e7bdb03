import type { TransactionType } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';

export interface MemberAccountBalance {
  id: string;
  kind: 'MEMBER_MAIN' | 'MEMBER_VENDOR';
  vendor: string | null;
  balance: bigint;
}

interface AccountRow {
  id: string;
  kind: MemberAccountBalance['kind'];
  vendor: string | null;
  balance: string;
}

const toBalance = (r: AccountRow): MemberAccountBalance => ({
  id: r.id,
  kind: r.kind,
  vendor: r.vendor,
  balance: BigInt(r.balance),
});

/** A member's accounts in a currency, each half through its own (partial) unique index. */
const memberAccounts = (member: string, currency: string) => `
  select id, kind, vendor, balance from ledger_accounts
   where kind = 'MEMBER_MAIN' and member_id = ${member} and currency = ${currency}
  union all
  select id, kind, vendor, balance from ledger_accounts
   where kind = 'MEMBER_VENDOR' and member_id = ${member} and currency = ${currency}`;

/** The member's wallet accounts in a currency, without creating any (a wallet never used reads as zero). */
export async function findMemberAccounts(
  db: Queryable,
  memberId: number,
  currency: string,
): Promise<MemberAccountBalance[]> {
  const rows = await db.query<AccountRow>(
    `select id::text as id, kind, vendor, balance::text as balance from (${memberAccounts('$1', '$2')}) a`,
    [memberId, currency],
  );
  return rows.map(toBalance);
}

export interface MemberWallet {
  memberType: number;
  accounts: MemberAccountBalance[];
}

/** Several members' types and wallet accounts in one read, keyed `memberId/currency`; unknown members are left out. */
export async function findMemberWallets(
  db: Queryable,
  wanted: readonly { memberId: number; currency: string }[],
): Promise<Map<string, MemberWallet>> {
  const rows = await db.query<{ member_id: number; currency: string; type: number } & Partial<AccountRow>>(
    `select k.member_id, k.currency, m.type, a.id::text as id, a.kind, a.vendor, a.balance::text as balance
       from unnest($1::int[], $2::text[]) as k(member_id, currency)
       join members m on m.id = k.member_id
       left join lateral (${memberAccounts('k.member_id', 'k.currency')}) a on true`,
    [wanted.map((w) => w.memberId), wanted.map((w) => w.currency)],
  );
  const wallets = new Map<string, MemberWallet>();
  for (const row of rows) {
    const key = `${row.member_id}/${row.currency}`;
    const wallet = wallets.get(key) ?? { memberType: row.type, accounts: [] };
    if (row.id) wallet.accounts.push(toBalance(row as AccountRow));
    wallets.set(key, wallet);
  }
  return wallets;
}

/** The record type of a posting kind, in SQL, so the filter and the answer agree. */
const TYPE_OF_KIND = `case when p.kind like 'DEPOSIT%' then 'DEPOSIT'
  when p.kind like 'WITHDRAWAL%' then 'WITHDRAWAL'
  when p.kind like 'TRANSFER%' then 'TRANSFER'
  when p.kind like 'GAME%' then 'GAME'
  else 'ADJUSTMENT' end`;

export interface HistoryQuery {
  memberId: number;
  type: TransactionType | null;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  limit: number;
  offset: number;
}

export interface HistoryRow {
  id: string;
  type: TransactionType;
  kind: string;
  reference: string | null;
  createdAt: Date;
  /** The stored posting result: entries with amounts and balances after, as decimal text. */
  result: { entries: { accountId: string; amount: string; balanceAfter: string }[] };
}

const HISTORY_FILTER = `p.member_id = $1
  and ($2::text is null or ${TYPE_OF_KIND} = $2)
  and ($3::timestamptz is null or p.created_at >= $3)
  and ($4::timestamptz is null or p.created_at < $4)`;

export async function findHistory(
  db: Queryable,
  query: HistoryQuery,
): Promise<{ rows: HistoryRow[]; total: number }> {
  const params = [query.memberId, query.type, query.from, query.to];
  const [count] = await db.query<{ total: number }>(
    `select count(*)::int as total from ledger_postings p where ${HISTORY_FILTER}`,
    params,
  );
  const rows = await db.query<{
    id: string;
    type: TransactionType;
    kind: string;
    reference: string | null;
    created_at: Date | string;
    result: HistoryRow['result'];
  }>(
    `select p.id::text as id, ${TYPE_OF_KIND} as type, p.kind, p.reference, p.created_at, p.result
       from ledger_postings p where ${HISTORY_FILTER}
      order by p.created_at desc, p.id desc limit $5 offset $6`,
    [...params, query.limit, query.offset],
  );
  return {
    total: count?.total ?? 0,
    rows: rows.map((r) => ({
      id: r.id,
      type: r.type,
      kind: r.kind,
      reference: r.reference,
      createdAt: new Date(r.created_at),
      result: typeof r.result === 'string' ? JSON.parse(r.result) : r.result,
    })),
  };
}

/** The vendor wallets of a region's members that hold money: how many members and how much, by vendor. */
export async function findFundedVendorWallets(
  db: Queryable,
  merchantCode: string,
): Promise<{ vendor: string; currency: string; members: number; total: bigint }[]> {
  const rows = await db.query<{ vendor: string; currency: string; members: number; total: string }>(
    `select vendor, currency, count(*)::int as members, sum(balance)::text as total from ledger_accounts
      where merchant_code = $1 and kind = 'MEMBER_VENDOR' and balance > 0
      group by vendor, currency order by vendor`,
    [merchantCode],
  );
  return rows.map((r) => ({ ...r, total: BigInt(r.total) }));
}

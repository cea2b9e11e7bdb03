import type { Queryable } from '../../db/database';

// Every bigint column is read as `::text` and turned into a `bigint` here, so money never passes through a
// JavaScript number and pg's global int8 parser stays as it is.

export type AccountKind = 'MEMBER_MAIN' | 'MEMBER_VENDOR' | 'HOUSE' | 'PAYMENT_CLEARING' | 'WITHDRAWAL_HOLD';

export interface LedgerAccount {
  /** bigserial id, kept as its decimal text. */
  id: string;
  merchantCode: string;
  memberId: number | null;
  kind: AccountKind;
  vendor: string | null;
  currency: string;
  balance: bigint;
}

interface AccountRow {
  id: string;
  merchant_code: string;
  member_id: number | null;
  kind: AccountKind;
  vendor: string | null;
  currency: string;
  balance: string;
}

const ACCOUNT_COLUMNS =
  'id::text as id, merchant_code, member_id, kind, vendor, currency, balance::text as balance';

function toAccount(row: AccountRow): LedgerAccount {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    kind: row.kind,
    vendor: row.vendor,
    currency: row.currency,
    balance: BigInt(row.balance),
  };
}

export interface AccountIdentity {
  merchantCode: string;
  memberId: number | null;
  kind: AccountKind;
  vendor: string | null;
  currency: string;
}

/** Inserts the account unless it exists (any of the unique indexes), then reads it. */
export async function insertAccountIfMissing(
  db: Queryable,
  identity: AccountIdentity,
): Promise<LedgerAccount> {
  const { merchantCode, memberId, kind, vendor, currency } = identity;
  await db.query(
    `insert into ledger_accounts (merchant_code, member_id, kind, vendor, currency) values ($1, $2, $3, $4, $5)
       on conflict do nothing`,
    [merchantCode, memberId, kind, vendor, currency],
  );
  const [row] = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from ledger_accounts
      where merchant_code = $1 and member_id is not distinct from $2 and kind = $3
        and vendor is not distinct from $4 and currency = $5`,
    [merchantCode, memberId, kind, vendor, currency],
  );
  if (!row) throw new Error(`ledger account ${kind} could not be created`);
  return toAccount(row);
}

export async function findAccount(db: Queryable, id: string): Promise<LedgerAccount | null> {
  const [row] = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from ledger_accounts where id = $1`, [
    id,
  ]);
  return row ? toAccount(row) : null;
}

/** Locks the accounts in id order, so concurrent postings over the same accounts queue instead of deadlocking. */
export async function lockAccounts(db: Queryable, ids: readonly string[]): Promise<LedgerAccount[]> {
  const rows = await db.query<AccountRow>(
    `select ${ACCOUNT_COLUMNS} from ledger_accounts where id = any($1::bigint[]) order by id for update`,
    [ids],
  );
  return rows.map(toAccount);
}

export async function memberBelongsTo(
  db: Queryable,
  memberId: number,
  merchantCode: string,
): Promise<boolean> {
  const rows = await db.query('select 1 from members where id = $1 and merchant_code = $2', [
    memberId,
    merchantCode,
  ]);
  return rows.length > 0;
}

export interface StoredPosting {
  id: string;
  requestHash: string;
  result: unknown;
}

export async function findPostingByKey(
  db: Queryable,
  scope: string,
  key: string,
): Promise<StoredPosting | null> {
  const [row] = await db.query<{ id: string; request_hash: string; result: unknown }>(
    `select id::text as id, request_hash, result from ledger_postings
      where idempotency_scope = $1 and idempotency_key = $2`,
    [scope, key],
  );
  return row ? { id: row.id, requestHash: row.request_hash, result: row.result } : null;
}

/**
 * Claims the idempotency key by inserting the posting; answers its id, or null when the key is already taken.
 * On PostgreSQL a concurrent claim of the same key waits here until the first transaction ends.
 */
export async function claimPosting(
  db: Queryable,
  posting: {
    merchantCode: string;
    kind: string;
    scope: string;
    key: string;
    requestHash: string;
    createdAt: Date;
    memberId: number | null;
    reference: string | null;
  },
): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    `insert into ledger_postings (merchant_code, kind, idempotency_scope, idempotency_key, request_hash, created_at,
       member_id, reference)
       values ($1, $2, $3, $4, $5, $6, $7, $8)
       on conflict (idempotency_scope, idempotency_key) do nothing
       returning id::text as id`,
    [
      posting.merchantCode,
      posting.kind,
      posting.scope,
      posting.key,
      posting.requestHash,
      posting.createdAt,
      posting.memberId,
      posting.reference,
    ],
  );
  return row?.id ?? null;
}

export async function insertEntries(
  db: Queryable,
  postingId: string,
  entries: readonly { accountId: string; amount: bigint }[],
  createdAt: Date,
): Promise<void> {
  await db.query(
    `insert into ledger_entries (posting_id, account_id, amount, created_at)
       select $1::bigint, e.account_id, e.amount, $4
         from unnest($2::bigint[], $3::bigint[]) as e(account_id, amount)`,
    [postingId, entries.map((e) => e.accountId), entries.map((e) => e.amount.toString()), createdAt],
  );
}

/** Adds each delta to its account's balance and answers the new balances by account id. */
export async function applyBalanceDeltas(
  db: Queryable,
  deltas: readonly { accountId: string; amount: bigint }[],
): Promise<Map<string, bigint>> {
  const rows = await db.query<{ id: string; balance: string }>(
    `update ledger_accounts a set balance = a.balance + d.amount
       from unnest($1::bigint[], $2::bigint[]) as d(account_id, amount)
      where a.id = d.account_id
      returning a.id::text as id, a.balance::text as balance`,
    [deltas.map((d) => d.accountId), deltas.map((d) => d.amount.toString())],
  );
  return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
}

export async function storePostingResult(db: Queryable, postingId: string, result: unknown): Promise<void> {
  await db.query('update ledger_postings set result = $2 where id = $1', [postingId, JSON.stringify(result)]);
}

export interface LedgerMismatch {
  type: 'ACCOUNT_BALANCE' | 'POSTING_SUM' | 'CURRENCY_TOTAL';
  /** Account id, posting id, or `merchantCode/currency`. */
  subject: string;
  expected: bigint;
  actual: bigint;
  detail?: string;
}

export async function countLedger(db: Queryable): Promise<{ accounts: number; postings: number }> {
  const [row] = await db.query<{ accounts: number; postings: number }>(
    `select (select count(*)::int from ledger_accounts) as accounts,
            (select count(*)::int from ledger_postings) as postings`,
  );
  return { accounts: row?.accounts ?? 0, postings: row?.postings ?? 0 };
}

/** Accounts whose balance differs from the sum of their entries. */
export async function findBalanceMismatches(db: Queryable): Promise<LedgerMismatch[]> {
  const rows = await db.query<{ id: string; balance: string; total: string }>(
    `select a.id::text as id, a.balance::text as balance, coalesce(s.total, 0)::text as total
       from ledger_accounts a
       left join (select account_id, sum(amount) as total from ledger_entries group by account_id) s
         on s.account_id = a.id
      where a.balance <> coalesce(s.total, 0)
      order by a.id`,
  );
  return rows.map((r) => ({
    type: 'ACCOUNT_BALANCE',
    subject: r.id,
    expected: BigInt(r.total),
    actual: BigInt(r.balance),
  }));
}

/** Postings that do not sum to zero, have fewer than two entries, or mix currencies. */
export async function findUnbalancedPostings(db: Queryable): Promise<LedgerMismatch[]> {
  const rows = await db.query<{ id: string; total: string; entries: number; currencies: number }>(
    `select p.id::text as id, coalesce(sum(e.amount), 0)::text as total, count(e.id)::int as entries,
            count(distinct a.currency)::int as currencies
       from ledger_postings p
       left join ledger_entries e on e.posting_id = p.id
       left join ledger_accounts a on a.id = e.account_id
      group by p.id
     having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2 or count(distinct a.currency) > 1
      order by p.id`,
  );
  return rows.map((r) => ({
    type: 'POSTING_SUM',
    subject: r.id,
    expected: 0n,
    actual: BigInt(r.total),
    detail: `${r.entries} entries, ${r.currencies} currencies`,
  }));
}

/** Merchant and currency pairs whose balances do not add up to zero (money made or lost outside postings). */
export async function findCurrencyTotals(db: Queryable): Promise<LedgerMismatch[]> {
  const rows = await db.query<{ merchant_code: string; currency: string; total: string }>(
    `select merchant_code, currency, sum(balance)::text as total from ledger_accounts
      group by merchant_code, currency having sum(balance) <> 0 order by merchant_code, currency`,
  );
  return rows.map((r) => ({
    type: 'CURRENCY_TOTAL',
    subject: `${r.merchant_code}/${r.currency}`,
    expected: 0n,
    actual: BigInt(r.total),
  }));
}

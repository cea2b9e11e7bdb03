import type { Queryable } from '../../db/database';

// Every bigint column is read as `::text` and turned into a `bigint` here, so money never passes through a
// JavaScript number and pg's global int8 parser stays as it is.

export type AccountKind =
  | 'MEMBER_MAIN'
  | 'MEMBER_VENDOR'
  | 'HOUSE'
  | 'PAYMENT_CLEARING'
  | 'WITHDRAWAL_HOLD'
  | 'JACKPOT_POOL';

export interface LedgerAccount {
  /** bigserial id, kept as its decimal text. */
  id: string;
  merchantCode: string;
  memberId: number | null;
  kind: AccountKind;
  vendor: string | null;
  currency: string;
  /** A merchant account's sub-account number; 0 for member accounts. */
  shard: number;
  balance: bigint;
}

/**
 * The one order every statement locks ledger accounts in (decision 139): what players own first (member wallets,
 * withdrawal holds), then the counterparties (house, payment clearing), then jackpot pools, each by id. A transaction
 * that locks in several statements goes through the ranks in this order too, so the shared counterparty rows are
 * taken last and held for the shortest time, and no two transactions ever wait on each other in a circle.
 */
export const LEDGER_LOCK_ORDER = `case ledger_accounts.kind when 'HOUSE' then 1 when 'PAYMENT_CLEARING' then 1
  when 'JACKPOT_POOL' then 2 else 0 end, ledger_accounts.id`;

interface AccountRow {
  id: string;
  merchant_code: string;
  member_id: number | null;
  kind: AccountKind;
  vendor: string | null;
  currency: string;
  shard: number;
  balance: string;
}

const ACCOUNT_COLUMNS =
  'id::text as id, merchant_code, member_id, kind, vendor, currency, shard, balance::text as balance';

function toAccount(row: AccountRow): LedgerAccount {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    memberId: row.member_id,
    kind: row.kind,
    vendor: row.vendor,
    currency: row.currency,
    shard: row.shard,
    balance: BigInt(row.balance),
  };
}

export interface AccountIdentity {
  merchantCode: string;
  memberId: number | null;
  kind: AccountKind;
  vendor: string | null;
  currency: string;
  shard: number;
}

/** The account by what it is, in the terms of the unique index that holds it. */
export async function findAccountByIdentity(
  db: Queryable,
  identity: AccountIdentity,
): Promise<LedgerAccount | null> {
  const { merchantCode, memberId, kind, vendor, currency, shard } = identity;
  const [row] =
    memberId === null
      ? await db.query<AccountRow>(
          `select ${ACCOUNT_COLUMNS} from ledger_accounts
            where merchant_code = $1 and kind = $2 and currency = $3 and shard = $4 and member_id is null`,
          [merchantCode, kind, currency, shard],
        )
      : await db.query<AccountRow>(
          `select ${ACCOUNT_COLUMNS} from ledger_accounts
            where member_id = $1 and kind = $2 and currency = $3 and vendor is not distinct from $4
              and merchant_code = $5`,
          [memberId, kind, currency, vendor, merchantCode],
        );
  return row ? toAccount(row) : null;
}

/**
 * Many members' main accounts and the house sub-accounts their movements use, in one read: member id -> ids. A member
 * whose main account or house sub-account does not exist yet is left out.
 */
export async function findMainAndHouseAccounts(
  db: Queryable,
  merchantCode: string,
  currency: string,
  members: readonly { memberId: number; shard: number }[],
): Promise<Map<number, { main: string; house: string }>> {
  const rows = await db.query<{ member_id: number; main: string; house: string }>(
    `select m.member_id, a.id::text as main, h.id::text as house
       from unnest($3::int[], $4::int[]) as m(member_id, shard)
       join ledger_accounts a on a.member_id = m.member_id and a.kind = 'MEMBER_MAIN' and a.currency = $2
                             and a.merchant_code = $1
       join ledger_accounts h on h.merchant_code = $1 and h.kind = 'HOUSE' and h.currency = $2 and h.shard = m.shard
                             and h.member_id is null`,
    [merchantCode, currency, members.map((m) => m.memberId), members.map((m) => m.shard)],
  );
  return new Map(rows.map((r) => [r.member_id, { main: r.main, house: r.house }]));
}

/** Inserts the account unless it exists (any of the unique indexes), then reads it. */
export async function insertAccountIfMissing(
  db: Queryable,
  identity: AccountIdentity,
): Promise<LedgerAccount> {
  const { merchantCode, memberId, kind, vendor, currency, shard } = identity;
  const [inserted] = await db.query<AccountRow>(
    `insert into ledger_accounts (merchant_code, member_id, kind, vendor, currency, shard)
       values ($1, $2, $3, $4, $5, $6)
       on conflict do nothing returning ${ACCOUNT_COLUMNS}`,
    [merchantCode, memberId, kind, vendor, currency, shard],
  );
  const account = inserted ? toAccount(inserted) : await findAccountByIdentity(db, identity);
  if (!account) throw new Error(`ledger account ${identity.kind} could not be created`);
  return account;
}

export async function findAccount(db: Queryable, id: string): Promise<LedgerAccount | null> {
  const [row] = await db.query<AccountRow>(`select ${ACCOUNT_COLUMNS} from ledger_accounts where id = $1`, [
    id,
  ]);
  return row ? toAccount(row) : null;
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

/** How a posting's idempotency key is told apart from every other: unique within its scope. */
export const postingKey = (scope: string, key: string) => `${scope}\u0000${key}`;

/** Several keys' postings in one read, by postingKey. */
export async function findPostingsByKeys(
  db: Queryable,
  keys: readonly { scope: string; key: string }[],
): Promise<Map<string, StoredPosting>> {
  const rows = await db.query<{
    scope: string;
    key: string;
    id: string;
    request_hash: string;
    result: unknown;
  }>(
    `select p.idempotency_scope as scope, p.idempotency_key as key, p.id::text as id, p.request_hash, p.result
       from unnest($1::text[], $2::text[]) as k(scope, key)
       join ledger_postings p on p.idempotency_scope = k.scope and p.idempotency_key = k.key`,
    [keys.map((k) => k.scope), keys.map((k) => k.key)],
  );
  return new Map(
    rows.map((r) => [
      postingKey(r.scope, r.key),
      { id: r.id, requestHash: r.request_hash, result: r.result },
    ]),
  );
}

export interface NewPosting {
  merchantCode: string;
  kind: string;
  scope: string;
  key: string;
  requestHash: string;
  createdAt: Date;
  memberId: number | null;
  reference: string | null;
  entries: readonly { accountId: string; amount: bigint }[];
}

/** Why a posting was not written, or OK; checked in this order. */
export type PostingVerdict =
  | 'OK'
  | 'KEY_TAKEN'
  | 'UNKNOWN_ACCOUNT'
  | 'MIXED_CURRENCY'
  | 'OTHER_MERCHANT'
  | 'INSUFFICIENT_BALANCE';

export interface PostingWritten {
  verdict: PostingVerdict;
  /** OK and written: the stored result. OK but not written: a transaction holding the same key committed first. */
  result: unknown | null;
  /** KEY_TAKEN: the posting that holds the key. */
  earlier: StoredPosting | null;
}

/**
 * Writes postings in one statement, so a batch of them costs one round trip and, outside a transaction, one commit.
 * It locks every account in the ledger's lock order, reads the keys already taken, judges each posting against the
 * locked balances (a member or hold account never goes below zero; house and clearing may), and for the accepted
 * ones inserts the posting with its result, its entries, and the balance changes. No account may appear in two
 * postings of one call: each posting is judged against the balances as locked. Keys are inserted in (scope, key)
 * order; a key that a transaction committed while this statement waited is skipped (OK, no result), to be read again.
 */
export async function writeNewPostings(
  db: Queryable,
  postings: readonly NewPosting[],
): Promise<PostingWritten[]> {
  const column = <T>(pick: (p: NewPosting) => T) => postings.map(pick);
  const entries = postings.flatMap((p, i) => p.entries.map((e) => ({ ord: i + 1, ...e })));
  const rows = await db.query<{
    verdict: PostingVerdict;
    posted: boolean;
    result: unknown;
    earlier_id: string | null;
    earlier_hash: string | null;
    earlier_result: unknown;
  }>(
    `with item as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[],
                            $8::int[], $9::text[])
         with ordinality as i(merchant_code, kind, scope, key, request_hash, created_at, created_at_text, member_id,
                              reference, ord)
     ), entry as (
       select * from unnest($10::int[], $11::bigint[], $12::bigint[]) with ordinality as e(ord, account_id, amount, n)
     ), locked as (
       select id, merchant_code, kind, currency, balance from ledger_accounts
        where id = any ($11::bigint[]) order by ${LEDGER_LOCK_ORDER} for update
     ), earlier as (
       select i.ord, p.id, p.request_hash, p.result from item i
         join ledger_postings p on p.idempotency_scope = i.scope and p.idempotency_key = i.key
     ), per_item as (
       select e.ord,
              bool_or(a.id is null) as unknown_account,
              count(distinct a.currency) as currencies,
              min(a.currency) as currency,
              bool_or(a.merchant_code <> i.merchant_code) as other_merchant,
              bool_or(a.kind not in ('HOUSE', 'PAYMENT_CLEARING') and a.balance + e.amount < 0) as overdraft,
              jsonb_agg(jsonb_build_object('accountId', e.account_id::text, 'amount', e.amount::text,
                                           'balanceAfter', (a.balance + e.amount)::text) order by e.n) as entries
         from entry e join item i on i.ord = e.ord left join locked a on a.id = e.account_id
        group by e.ord
     ), judged as (
       select i.*, p.currency, p.entries, case
           when x.ord is not null then 'KEY_TAKEN'
           when p.unknown_account then 'UNKNOWN_ACCOUNT'
           when p.currencies > 1 then 'MIXED_CURRENCY'
           when p.other_merchant then 'OTHER_MERCHANT'
           when p.overdraft then 'INSUFFICIENT_BALANCE'
           else 'OK' end as verdict
         from item i join per_item p on p.ord = i.ord left join earlier x on x.ord = i.ord
     ), accepted as (
       select j.*, nextval(pg_get_serial_sequence('ledger_postings', 'id')) as id from judged j where j.verdict = 'OK'
     ), result as (
       select x.ord, x.id, jsonb_build_object('postingId', x.id::text, 'kind', x.kind, 'merchantCode', x.merchant_code,
                                              'createdAt', x.created_at_text, 'currency', x.currency,
                                              'entries', x.entries) as result
         from accepted x
     ), posted as (
       insert into ledger_postings (id, merchant_code, kind, idempotency_scope, idempotency_key, request_hash,
                                    created_at, member_id, reference, result)
       select x.id, x.merchant_code, x.kind, x.scope, x.key, x.request_hash, x.created_at, x.member_id, x.reference,
              r.result
         from accepted x join result r on r.ord = x.ord order by x.scope, x.key
       on conflict (idempotency_scope, idempotency_key) do nothing
       returning id
     ), entries as (
       insert into ledger_entries (posting_id, account_id, amount, created_at)
       select x.id, e.account_id, e.amount, x.created_at
         from posted p join accepted x on x.id = p.id join entry e on e.ord = x.ord
     ), balances as (
       -- From the locked balance, not a.balance: a row changed since this statement's snapshot is first computed
       -- from its old version, and the CHECK would judge that before PostgreSQL moves on to the newest version.
       update ledger_accounts a set balance = l.balance + d.amount
         from (select e.account_id, sum(e.amount) as amount
                 from posted p join accepted x on x.id = p.id join entry e on e.ord = x.ord
                group by e.account_id) d
         join locked l on l.id = d.account_id
        where a.id = d.account_id
     )
     select j.verdict, p.id is not null as posted, r.result,
            x.id::text as earlier_id, x.request_hash as earlier_hash, x.result as earlier_result
       from judged j
       left join result r on r.ord = j.ord
       left join posted p on p.id = r.id
       left join earlier x on x.ord = j.ord
      order by j.ord`,
    [
      column((p) => p.merchantCode),
      column((p) => p.kind),
      column((p) => p.scope),
      column((p) => p.key),
      column((p) => p.requestHash),
      column((p) => p.createdAt),
      column((p) => p.createdAt.toISOString()),
      column((p) => p.memberId),
      column((p) => p.reference),
      entries.map((e) => e.ord),
      entries.map((e) => e.accountId),
      entries.map((e) => e.amount.toString()),
    ],
  );
  return rows.map((r) => ({
    verdict: r.verdict,
    result: r.posted ? r.result : null,
    earlier:
      r.earlier_id && r.earlier_hash
        ? { id: r.earlier_id, requestHash: r.earlier_hash, result: r.earlier_result }
        : null,
  }));
}

export interface LedgerMismatch {
  type: 'ACCOUNT_BALANCE' | 'POSTING_SUM' | 'CURRENCY_TOTAL';
  /** Account id, posting id, or `merchantCode/currency`. */
  subject: string;
  expected: bigint;
  actual: bigint;
  detail?: string;
}

export interface MerchantAccountTotal {
  merchantCode: string;
  kind: Exclude<AccountKind, 'MEMBER_MAIN' | 'MEMBER_VENDOR'>;
  currency: string;
  subAccounts: number;
  /** The merchant's balance of the kind: the sum of its sub-accounts. */
  balance: bigint;
}

/** Each merchant's house, clearing and hold balance per currency, summed over its sub-accounts. */
export async function merchantAccountTotals(db: Queryable): Promise<MerchantAccountTotal[]> {
  const rows = await db.query<{
    merchant_code: string;
    kind: MerchantAccountTotal['kind'];
    currency: string;
    sub_accounts: number;
    balance: string;
  }>(
    `select merchant_code, kind, currency, count(*)::int as sub_accounts, sum(balance)::text as balance
       from ledger_accounts where member_id is null
      group by merchant_code, kind, currency order by merchant_code, currency, kind`,
  );
  return rows.map((r) => ({
    merchantCode: r.merchant_code,
    kind: r.kind,
    currency: r.currency,
    subAccounts: r.sub_accounts,
    balance: BigInt(r.balance),
  }));
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

/** The balances of these accounts, locked in the ledger's lock order for the rest of the transaction. */
export async function lockBalances(
  db: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, bigint>> {
  const rows = await db.query<{ id: string; balance: string }>(
    `select id::text as id, balance::text as balance from ledger_accounts
      where id = any ($1::bigint[]) order by ${LEDGER_LOCK_ORDER} for update`,
    [accountIds],
  );
  return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
}

/** The balances of these accounts as committed, without locking them (a display, never a basis for a posting). */
export async function readBalances(
  db: Queryable,
  accountIds: readonly string[],
): Promise<Map<string, bigint>> {
  const rows = await db.query<{ id: string; balance: string }>(
    `select id::text as id, balance::text as balance from ledger_accounts where id = any ($1::bigint[])`,
    [accountIds],
  );
  return new Map(rows.map((r) => [r.id, BigInt(r.balance)]));
}

/**
 * Which accounts other than HOUSE and PAYMENT_CLEARING (which may go negative) a set of postings may debit: none
 * (credits), or any whose balance stays at or above zero after each of its entries in posting order (covered).
 */
export type SetDebits = 'NONE' | 'COVERED';

/**
 * Writes many postings in one statement, accounts repeating across postings allowed: each entry's balance after is the
 * locked balance plus the running sum of that account's entries in posting order. Keys must be new (a key already
 * taken fails the statement). Answers the new postings' ids in order, or null, writing nothing, when an account is
 * unknown, another merchant's, in another currency than the rest, or debited beyond what `debits` allows.
 */
export async function writePostingSet(
  db: Queryable,
  postings: readonly NewPosting[],
  debits: SetDebits,
): Promise<string[] | null> {
  const column = <T>(pick: (p: NewPosting) => T) => postings.map(pick);
  const entries = postings.flatMap((p, i) => p.entries.map((e) => ({ ord: i + 1, ...e })));
  const [row] = await db.query<{ bad: boolean; ids: string[] | null }>(
    `with item as (
       select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::timestamptz[], $7::text[],
                            $8::int[], $9::text[])
         with ordinality as i(merchant_code, kind, scope, key, request_hash, created_at, created_at_text, member_id,
                              reference, ord)
     ), entry as (
       select * from unnest($10::int[], $11::bigint[], $12::bigint[]) with ordinality as e(ord, account_id, amount, n)
     ), locked as (
       select id, merchant_code, kind, currency, balance from ledger_accounts
        where id = any ($11::bigint[]) order by ${LEDGER_LOCK_ORDER} for update
     ), running as (
       select e.ord, e.n, e.account_id, e.amount, l.currency,
              l.balance + sum(e.amount) over (partition by e.account_id order by e.ord, e.n) as balance_after
         from entry e join locked l on l.id = e.account_id
     ), checked as (
       select coalesce(bool_or(a.id is null), false)
              or coalesce(bool_or(a.kind not in ('HOUSE', 'PAYMENT_CLEARING')
                                  and case when $13 = 'COVERED' then r.balance_after < 0 else e.amount < 0 end), false)
              or coalesce(bool_or(a.merchant_code <> i.merchant_code), false)
              or count(distinct a.currency) > 1 as bad
         from entry e join item i on i.ord = e.ord left join locked a on a.id = e.account_id
         left join running r on r.ord = e.ord and r.n = e.n
     ), accepted as (
       select i.*, nextval(pg_get_serial_sequence('ledger_postings', 'id')) as id
         from item i where not (select bad from checked)
     ), result as (
       select x.ord, jsonb_build_object('postingId', x.id::text, 'kind', x.kind, 'merchantCode', x.merchant_code,
                                        'createdAt', x.created_at_text, 'currency', min(r.currency),
                                        'entries', jsonb_agg(jsonb_build_object('accountId', r.account_id::text,
                                          'amount', r.amount::text, 'balanceAfter', r.balance_after::text)
                                          order by r.n)) as result
         from accepted x join running r on r.ord = x.ord
        group by x.ord, x.id, x.kind, x.merchant_code, x.created_at_text
     ), posted as (
       insert into ledger_postings (id, merchant_code, kind, idempotency_scope, idempotency_key, request_hash,
                                    created_at, member_id, reference, result)
       select x.id, x.merchant_code, x.kind, x.scope, x.key, x.request_hash, x.created_at, x.member_id, x.reference,
              r.result
         from accepted x join result r on r.ord = x.ord order by x.scope, x.key
       returning id
     ), entries as (
       insert into ledger_entries (posting_id, account_id, amount, created_at)
       select x.id, e.account_id, e.amount, x.created_at from accepted x join entry e on e.ord = x.ord
     ), balances as (
       update ledger_accounts a set balance = l.balance + d.amount
         from (select account_id, sum(amount) as amount from entry group by account_id) d
         join locked l on l.id = d.account_id
        where a.id = d.account_id and not (select bad from checked)
     )
     select (select bad from checked) as bad,
            (select array_agg(x.id::text order by x.ord) from accepted x join posted p on p.id = x.id) as ids`,
    [
      column((p) => p.merchantCode),
      column((p) => p.kind),
      column((p) => p.scope),
      column((p) => p.key),
      column((p) => p.requestHash),
      column((p) => p.createdAt),
      column((p) => p.createdAt.toISOString()),
      column((p) => p.memberId),
      column((p) => p.reference),
      entries.map((e) => e.ord),
      entries.map((e) => e.accountId),
      entries.map((e) => e.amount.toString()),
      debits,
    ],
  );
  return row?.bad === false ? (row.ids ?? []) : null;
}

/** writePostingSet of postings that only take money from HOUSE or PAYMENT_CLEARING accounts: written or not. */
export async function writeCreditPostings(db: Queryable, postings: readonly NewPosting[]): Promise<boolean> {
  return (await writePostingSet(db, postings, 'NONE')) !== null;
}

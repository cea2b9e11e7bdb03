import { ApiError } from '@platform/shared-contracts';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { sha256 } from '../security/tokens';
import {
  type AccountKind,
  applyBalanceDeltas,
  claimPosting,
  countLedger,
  findBalanceMismatches,
  findCurrencyTotals,
  findPostingByKey,
  findUnbalancedPostings,
  insertAccountIfMissing,
  insertEntries,
  type LedgerAccount,
  type LedgerMismatch,
  lockAccounts,
  memberBelongsTo,
  storePostingResult,
} from './ledger-store';

export type { AccountKind, LedgerAccount, LedgerMismatch } from './ledger-store';

/** House and payment clearing are the counterparties of every player movement and may go negative. */
const MAY_GO_NEGATIVE: ReadonlySet<AccountKind> = new Set(['HOUSE', 'PAYMENT_CLEARING']);
const MEMBER_KINDS: ReadonlySet<AccountKind> = new Set(['MEMBER_MAIN', 'MEMBER_VENDOR']);

/**
 * The account for a member's main wallet or vendor wallet, or a merchant's house, clearing or hold account,
 * created on first use. Member accounts must name a member of the same merchant; only vendor accounts name a vendor.
 */
export async function ensureAccount(
  tx: Queryable,
  spec: { merchantCode: string; memberId?: number; kind: AccountKind; vendor?: string; currency: string },
): Promise<LedgerAccount> {
  const isMember = MEMBER_KINDS.has(spec.kind);
  const vendor = spec.kind === 'MEMBER_VENDOR' ? spec.vendor?.trim() : undefined;
  if (isMember !== (spec.memberId !== undefined)) throw new Error(`${spec.kind} account: member id mismatch`);
  if ((spec.kind === 'MEMBER_VENDOR') !== Boolean(vendor) || (spec.kind !== 'MEMBER_VENDOR' && spec.vendor))
    throw new Error(`${spec.kind} account: vendor mismatch`);
  if (!spec.currency.trim()) throw new Error('ledger account needs a currency');
  if (spec.memberId !== undefined && !(await memberBelongsTo(tx, spec.memberId, spec.merchantCode)))
    throw new ApiError('NOT_FOUND');
  return insertAccountIfMissing(tx, {
    merchantCode: spec.merchantCode,
    memberId: spec.memberId ?? null,
    kind: spec.kind,
    vendor: vendor ?? null,
    currency: spec.currency,
  });
}

export interface PostingRequest {
  merchantCode: string;
  /** What the movement is: TRANSFER, DEPOSIT, WITHDRAWAL_HOLD, BET, ... */
  kind: string;
  /** Whose keys these are (e.g. `member:42` or `merchant:DEMOKH:payments`); a key is unique within its scope. */
  scope: string;
  idempotencyKey: string;
  /** The caller's request as received; a repeat of the key with a different request is refused. */
  request: unknown;
  entries: readonly { accountId: string; amount: bigint }[];
  /** The member whose account record shows this movement. */
  memberId?: number;
  /** What it refers to: a deposit order, a withdrawal, a vendor. */
  reference?: string;
}

export interface PostingResult {
  postingId: string;
  kind: string;
  merchantCode: string;
  currency: string;
  createdAt: string;
  entries: { accountId: string; amount: bigint; balanceAfter: bigint }[];
  /** True when this answer is the stored result of an earlier call with the same key. */
  replayed: boolean;
}

/** The stored (JSON) shape of a result: bigints as decimal text. */
interface StoredResult {
  postingId: string;
  kind: string;
  merchantCode: string;
  currency: string;
  createdAt: string;
  entries: { accountId: string; amount: string; balanceAfter: string }[];
}

/** JSON with object keys sorted at every level and bigints tagged, so equal requests hash equally. */
export function canonicalJson(value: unknown): string {
  if (typeof value === 'bigint') return JSON.stringify({ $bigint: value.toString() });
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

function requestHash(input: PostingRequest): string {
  return sha256(
    canonicalJson({
      merchantCode: input.merchantCode,
      kind: input.kind,
      request: input.request,
      entries: input.entries.map((e) => ({ accountId: String(e.accountId), amount: e.amount })),
    }),
  );
}

function fromStored(stored: StoredResult, replayed: boolean): PostingResult {
  return {
    ...stored,
    entries: stored.entries.map((e) => ({
      accountId: e.accountId,
      amount: BigInt(e.amount),
      balanceAfter: BigInt(e.balanceAfter),
    })),
    replayed,
  };
}

function replay(stored: { requestHash: string; result: unknown }, hash: string): PostingResult {
  if (stored.requestHash !== hash) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return fromStored(stored.result as StoredResult, true);
}

function badEntries(reason: string): ApiError {
  return new ApiError('BAD_REQUEST', { details: [{ field: 'entries', reason }] });
}

/** At least two entries, distinct accounts, non-zero integer amounts that sum to exactly zero. */
function checkEntries(entries: PostingRequest['entries']): void {
  if (entries.length < 2) throw badEntries('a posting needs at least two entries');
  const seen = new Set<string>();
  let sum = 0n;
  for (const entry of entries) {
    if (typeof entry.amount !== 'bigint') throw badEntries('amounts are bigint minor units');
    if (entry.amount === 0n) throw badEntries('an entry amount is never zero');
    if (!/^[1-9]\d{0,18}$/.test(String(entry.accountId))) throw badEntries('unknown account');
    if (seen.has(String(entry.accountId))) throw badEntries('an account appears once per posting');
    seen.add(String(entry.accountId));
    sum += entry.amount;
  }
  if (sum !== 0n) throw badEntries('entries must sum to zero');
}

/**
 * Moves money: one posting of entries that sum to zero, written in one transaction with the balance updates.
 * The idempotency key is read first (a repeat answers the stored result, a different request with the same key
 * is IDEMPOTENCY_CONFLICT), then claimed by inserting the posting, so concurrent calls with one key resolve to one
 * posting. Accounts are locked in id order; an account that may not go negative and would is INSUFFICIENT_BALANCE,
 * refused before the database CHECK fires and with nothing written. A refused call stores nothing, so its key can
 * be retried.
 */
export async function post(deps: Deps, input: PostingRequest): Promise<PostingResult> {
  return deps.db.transaction((tx) => postInTransaction(tx, deps.now(), input));
}

/**
 * `post` inside the caller's transaction, so a state change (a withdrawal's status, a deposit order) commits or
 * rolls back together with its money. The caller must not have locked ledger accounts out of id order.
 */
export async function postInTransaction(
  tx: Queryable,
  now: Date,
  input: PostingRequest,
): Promise<PostingResult> {
  const hash = requestHash(input);
  const earlier = await findPostingByKey(tx, input.scope, input.idempotencyKey);
  if (earlier) return replay(earlier, hash);
  checkEntries(input.entries);

  const postingId = await claimPosting(tx, {
    merchantCode: input.merchantCode,
    kind: input.kind,
    scope: input.scope,
    key: input.idempotencyKey,
    requestHash: hash,
    createdAt: now,
    memberId: input.memberId ?? null,
    reference: input.reference ?? null,
  });
  if (postingId === null) {
    // Another call with this key committed while this one waited on the claim.
    const winner = await findPostingByKey(tx, input.scope, input.idempotencyKey);
    if (!winner) throw new Error('idempotency key claimed but not found');
    return replay(winner, hash);
  }

  const ids = input.entries.map((e) => String(e.accountId));
  const accounts = new Map((await lockAccounts(tx, ids)).map((a) => [a.id, a]));
  if (accounts.size !== ids.length) throw badEntries('unknown account');
  const currencies = new Set([...accounts.values()].map((a) => a.currency));
  if (currencies.size !== 1) throw badEntries('a posting stays within one currency');
  if ([...accounts.values()].some((a) => a.merchantCode !== input.merchantCode))
    throw badEntries('a posting stays within its merchant');
  for (const entry of input.entries) {
    const account = accounts.get(String(entry.accountId));
    if (account && !MAY_GO_NEGATIVE.has(account.kind) && account.balance + entry.amount < 0n)
      throw new ApiError('INSUFFICIENT_BALANCE');
  }

  const entries = input.entries.map((e) => ({ accountId: String(e.accountId), amount: e.amount }));
  await insertEntries(tx, postingId, entries, now);
  const balances = await applyBalanceDeltas(tx, entries);
  const result: StoredResult = {
    postingId,
    kind: input.kind,
    merchantCode: input.merchantCode,
    currency: [...currencies][0] as string,
    createdAt: now.toISOString(),
    entries: entries.map((e) => ({
      accountId: e.accountId,
      amount: e.amount.toString(),
      balanceAfter: (balances.get(e.accountId) ?? 0n).toString(),
    })),
  };
  await storePostingResult(tx, postingId, result);
  return fromStored(result, false);
}

export interface LedgerCheck {
  ok: boolean;
  accounts: number;
  postings: number;
  mismatches: LedgerMismatch[];
}

/**
 * Proves the ledger: every balance equals the sum of its entries, every posting has entries that sum to zero in one
 * currency, and each merchant's balances in a currency add up to zero. Reads one consistent snapshot.
 */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const run = async (q: Queryable) => {
    const counts = await countLedger(q);
    const mismatches = [
      ...(await findBalanceMismatches(q)),
      ...(await findUnbalancedPostings(q)),
      ...(await findCurrencyTotals(q)),
    ];
    return { ok: mismatches.length === 0, ...counts, mismatches };
  };
  const database = db as Partial<{ transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T> }>;
  if (typeof database.transaction !== 'function') return run(db);
  return database.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    return run(tx);
  });
}

import { ApiError } from '@platform/shared-contracts/server';
import { createBatchQueue, perDatabase } from '../../db/batch-queue';
import type { Database, Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { accountsOf, type PostingItem, type PostingOutcome, postBatch } from './ledger-batch';
import {
  checkEntries,
  MERCHANT_SUB_ACCOUNTS,
  type PostingRequest,
  type PostingResult,
  replay,
  requestHash,
} from './ledger-rules';
import {
  type AccountKind,
  countLedger,
  findAccountByIdentity,
  findBalanceMismatches,
  findCurrencyTotals,
  findPostingByKey,
  findPostingsByKeys,
  findUnbalancedPostings,
  insertAccountIfMissing,
  type LedgerAccount,
  type LedgerMismatch,
  lockBalances,
  type MerchantAccountTotal,
  memberBelongsTo,
  merchantAccountTotals,
  type NewPosting,
  postingKey,
  readBalances,
  writeCreditPostings,
  writePostingSet,
} from './ledger-store';

export {
  canonicalJson,
  MERCHANT_SUB_ACCOUNTS,
  type PostingRequest,
  type PostingResult,
  subAccountOf,
} from './ledger-rules';
export type { AccountKind, LedgerAccount, LedgerMismatch, MerchantAccountTotal } from './ledger-store';
export { LEDGER_LOCK_ORDER } from './ledger-store';

const MEMBER_KINDS: ReadonlySet<AccountKind> = new Set(['MEMBER_MAIN', 'MEMBER_VENDOR']);

/** Whether a posting with this idempotency key was written in the scope (a step already taken is not taken again). */
export async function postingExists(db: Queryable, scope: string, key: string): Promise<boolean> {
  return (await findPostingByKey(db, scope, key)) !== null;
}

/**
 * The account for a member's main wallet or vendor wallet, or a sub-account (shard, default 0) of a merchant's house,
 * clearing or hold account, created on first use. Member accounts must name a member of the same merchant and have no
 * sub-accounts; only vendor accounts name a vendor.
 */
export async function ensureAccount(
  tx: Queryable,
  spec: {
    merchantCode: string;
    memberId?: number;
    kind: AccountKind;
    vendor?: string;
    currency: string;
    shard?: number;
  },
): Promise<LedgerAccount> {
  const isMember = MEMBER_KINDS.has(spec.kind);
  const vendor = spec.kind === 'MEMBER_VENDOR' ? spec.vendor?.trim() : undefined;
  if (isMember !== (spec.memberId !== undefined)) throw new Error(`${spec.kind} account: member id mismatch`);
  if ((spec.kind === 'MEMBER_VENDOR') !== Boolean(vendor) || (spec.kind !== 'MEMBER_VENDOR' && spec.vendor))
    throw new Error(`${spec.kind} account: vendor mismatch`);
  if (!spec.currency.trim()) throw new Error('ledger account needs a currency');
  const shard = spec.shard ?? 0;
  if (!Number.isInteger(shard) || shard < 0 || shard >= MERCHANT_SUB_ACCOUNTS || (isMember && shard !== 0))
    throw new Error(`${spec.kind} account: no sub-account ${shard}`);
  const identity = {
    merchantCode: spec.merchantCode,
    memberId: spec.memberId ?? null,
    kind: spec.kind,
    vendor: vendor ?? null,
    currency: spec.currency,
    shard,
  };
  // An account exists only once its member was found in its merchant, so finding it is enough.
  const existing = await findAccountByIdentity(tx, identity);
  if (existing) return existing;
  if (spec.memberId !== undefined && !(await memberBelongsTo(tx, spec.memberId, spec.merchantCode)))
    throw new ApiError('NOT_FOUND');
  return insertAccountIfMissing(tx, identity);
}

function answer(outcome: PostingOutcome | undefined): PostingResult {
  if (!outcome || 'retry' in outcome) throw new Error('a posting came back unsettled');
  if ('error' in outcome) throw outcome.error;
  return outcome.value;
}

/**
 * Moves money: one posting of entries that sum to zero, written in one statement with the balance updates.
 * The accounts are locked in the ledger's lock order (LEDGER_LOCK_ORDER) and the key is read; a key already taken
 * answers its stored result (or IDEMPOTENCY_CONFLICT for a different request), and concurrent calls with one key
 * resolve to one posting through the key's unique index. An account that may not go negative and would is
 * INSUFFICIENT_BALANCE, refused before the database CHECK fires and with nothing written. A refused call stores
 * nothing, so its key can be retried.
 *
 * Concurrent calls share one statement (see ledger-batch.ts), each keeping its own answer; calls that move the same
 * account go in successive statements. Should a shared statement fail, each call runs again alone: its key makes that
 * safe.
 */
export async function post(deps: Deps, input: PostingRequest): Promise<PostingResult> {
  const item = { input, now: deps.now(), hash: requestHash(input) };
  try {
    checkEntries(input.entries);
  } catch {
    return postInTransaction(deps.db, item.now, input);
  }
  return postingQueue(deps.db)(item);
}

/** A shared statement that failed, so its postings went again one by one. */
export interface BatchFallback {
  error: unknown;
  postings: number;
}

/** What operators watch about the shared posting statements of one database. */
interface BatchHealth {
  fallbacks: number;
  listeners: Set<(fallback: BatchFallback) => void>;
}

const batchHealth = perDatabase((_db: Database): BatchHealth => ({ fallbacks: 0, listeners: new Set() }));

/** How many shared posting statements of this database failed and fell back to one-by-one postings. */
export function countBatchFallbacks(db: Database): number {
  return batchHealth(db).fallbacks;
}

/** Calls `listener` at each fallback (the server logs it); the answer stops the calls. */
export function onBatchFallback(db: Database, listener: (fallback: BatchFallback) => void): () => void {
  const { listeners } = batchHealth(db);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function recordFallback(db: Database, fallback: BatchFallback): void {
  const health = batchHealth(db);
  health.fallbacks += 1;
  for (const listener of health.listeners) listener(fallback);
}

const postingQueue = perDatabase((db: Database) => {
  const queue: (item: PostingItem) => Promise<PostingResult> = createBatchQueue(
    async (items: PostingItem[]) => {
      let outcomes: PostingOutcome[];
      try {
        outcomes = await postBatch(db, items);
      } catch (error) {
        // Nothing of the statement was written; each posting's key makes going again alone safe. A fallback is
        // slow and hides a fault, so it is counted and told, never silent.
        recordFallback(db, { error, postings: items.length });
        return items.map((item) => ({ value: postInTransaction(db, item.now, item.input) }));
      }
      return outcomes.map((outcome, i) =>
        'retry' in outcome ? { value: queue(items[i] as PostingItem) } : outcome,
      );
    },
    { maxBatch: 256, maxRunning: 2, holds: accountsOf },
  );
  return queue;
});

/**
 * `post` inside the caller's transaction, so a state change (a withdrawal's status, a deposit order) commits or
 * rolls back together with its money. The caller must not have locked ledger accounts out of the ledger's lock order.
 */
export async function postInTransaction(
  tx: Queryable,
  now: Date,
  input: PostingRequest,
): Promise<PostingResult> {
  const hash = requestHash(input);
  try {
    checkEntries(input.entries);
  } catch (error) {
    // A repeat of a stored key answers as the first call did, whatever its entries.
    const earlier = await findPostingByKey(tx, input.scope, input.idempotencyKey);
    if (earlier) return replay(earlier, hash);
    throw error;
  }
  const [outcome] = await postBatch(tx, [{ input, now, hash }]);
  return answer(outcome);
}

/**
 * Several checked postings inside the caller's transaction, in as few statements as their accounts allow (a statement
 * takes no account twice, so postings sharing a house sub-account go in successive statements). Each answers its
 * result; any refusal or unsettled key throws, so the caller's transaction rolls back whole.
 */
export async function postManyInTransaction(
  tx: Queryable,
  now: Date,
  inputs: readonly PostingRequest[],
): Promise<PostingResult[]> {
  const results: PostingResult[] = new Array(inputs.length);
  let left = inputs.map((input, index) => ({ index, item: { input, now, hash: requestHash(input) } }));
  for (const { item } of left) checkEntries(item.input.entries);
  while (left.length > 0) {
    const held = new Set<string>();
    const group: typeof left = [];
    const later: typeof left = [];
    for (const entry of left) {
      const accounts = accountsOf(entry.item);
      if (accounts.some((a) => held.has(a))) later.push(entry);
      else {
        group.push(entry);
        for (const a of accounts) held.add(a);
      }
    }
    const outcomes = await postBatch(
      tx,
      group.map((g) => g.item),
    );
    group.forEach((g, n) => {
      results[g.index] = answer(outcomes[n]);
    });
    left = later;
  }
  return results;
}

/** The balances of these accounts, locked (in the ledger's lock order) until the caller's transaction ends. */
export function lockedBalances(tx: Queryable, accountIds: readonly string[]): Promise<Map<string, bigint>> {
  return lockBalances(tx, accountIds);
}

/**
 * Many postings that pay out of HOUSE or PAYMENT_CLEARING accounts (wins, refunds), inside the caller's transaction, in
 * one statement however often an account repeats (writeCreditPostings). Each keeps its own idempotency key: keys
 * already taken are left out (their postings stand; a different request under one is IDEMPOTENCY_CONFLICT), the rest
 * are written. Anything else refused throws, rolling the caller's transaction back. For set-based work such as a
 * lottery draw's payouts, where a round trip per posting would be the cost.
 */
export async function postCreditsInTransaction(
  tx: Queryable,
  now: Date,
  inputs: readonly PostingRequest[],
): Promise<number> {
  if (inputs.length === 0) return 0;
  for (const input of inputs) checkEntries(input.entries);
  const hashes = inputs.map(requestHash);
  const taken = await findPostingsByKeys(
    tx,
    inputs.map((i) => ({ scope: i.scope, key: i.idempotencyKey })),
  );
  const fresh: NewPosting[] = [];
  inputs.forEach((input, n) => {
    const earlier = taken.get(postingKey(input.scope, input.idempotencyKey));
    if (earlier) {
      // Throws IDEMPOTENCY_CONFLICT for a different request under the key; the same request stands as posted.
      replay(earlier, hashes[n] as string);
      return;
    }
    fresh.push({
      merchantCode: input.merchantCode,
      kind: input.kind,
      scope: input.scope,
      key: input.idempotencyKey,
      requestHash: hashes[n] as string,
      createdAt: now,
      memberId: input.memberId ?? null,
      reference: input.reference ?? null,
      entries: input.entries.map((e) => ({ accountId: String(e.accountId), amount: e.amount })),
    });
  });
  if (fresh.length > 0 && !(await writeCreditPostings(tx, fresh)))
    throw new ApiError('BAD_REQUEST', {
      details: [
        {
          field: 'entries',
          reason: 'only house or clearing accounts may pay, within one merchant and currency',
        },
      ],
    });
  return fresh.length;
}

/**
 * Postings whose idempotency keys the caller knows to be new (it holds, in this transaction, the claim each key comes
 * from), in one statement however often an account repeats (writePostingSet): a member or other non-house account
 * may be debited while its balance stays at or above zero after each entry. Answers the postings' ids in order; throws
 * on any refusal, and a key taken after all fails the statement, either way rolling the caller's transaction back.
 */
export async function postNewSetInTransaction(
  tx: Queryable,
  now: Date,
  inputs: readonly PostingRequest[],
): Promise<string[]> {
  if (inputs.length === 0) return [];
  for (const input of inputs) checkEntries(input.entries);
  const ids = await writePostingSet(
    tx,
    inputs.map((input) => ({
      merchantCode: input.merchantCode,
      kind: input.kind,
      scope: input.scope,
      key: input.idempotencyKey,
      requestHash: requestHash(input),
      createdAt: now,
      memberId: input.memberId ?? null,
      reference: input.reference ?? null,
      entries: input.entries.map((e) => ({ accountId: String(e.accountId), amount: e.amount })),
    })),
    'COVERED',
  );
  if (ids === null || ids.length !== inputs.length)
    throw new ApiError('BAD_REQUEST', {
      details: [{ field: 'entries', reason: 'an overdraft, or accounts of several merchants or currencies' }],
    });
  return ids;
}

/** The committed balances of these accounts, unlocked: for showing a figure such as a jackpot pool. */
export function currentBalances(db: Queryable, accountIds: readonly string[]): Promise<Map<string, bigint>> {
  return readBalances(db, accountIds);
}

export interface LedgerCheck {
  ok: boolean;
  accounts: number;
  postings: number;
  mismatches: LedgerMismatch[];
  /** Each merchant's house, clearing and hold balance, the sum of its sub-accounts. */
  merchantTotals: MerchantAccountTotal[];
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
    return {
      ok: mismatches.length === 0,
      ...counts,
      mismatches,
      merchantTotals: await merchantAccountTotals(q),
    };
  };
  const database = db as Partial<{ transaction: <T>(work: (tx: Queryable) => Promise<T>) => Promise<T> }>;
  if (typeof database.transaction !== 'function') return run(db);
  return database.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    return run(tx);
  });
}

import { ApiError } from '@platform/shared-contracts';
import { createBatchQueue, perDatabase } from '../../db/batch-queue';
import type { Database, Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { accountsOf, type PostingItem, type PostingOutcome, postBatch } from './ledger-batch';
import { checkEntries, type PostingRequest, type PostingResult, replay, requestHash } from './ledger-rules';
import {
  type AccountKind,
  countLedger,
  findAccountByIdentity,
  findBalanceMismatches,
  findCurrencyTotals,
  findPostingByKey,
  findUnbalancedPostings,
  insertAccountIfMissing,
  type LedgerAccount,
  type LedgerMismatch,
  memberBelongsTo,
} from './ledger-store';

export { canonicalJson, type PostingRequest, type PostingResult } from './ledger-rules';
export type { AccountKind, LedgerAccount, LedgerMismatch } from './ledger-store';

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
  const identity = {
    merchantCode: spec.merchantCode,
    memberId: spec.memberId ?? null,
    kind: spec.kind,
    vendor: vendor ?? null,
    currency: spec.currency,
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
 * The accounts are locked in id order and the key is read; a key already taken answers its stored result (or
 * IDEMPOTENCY_CONFLICT for a different request), and concurrent calls with one key resolve to one posting through the
 * key's unique index. An account that may not go negative and would is INSUFFICIENT_BALANCE, refused before the
 * database CHECK fires and with nothing written. A refused call stores nothing, so its key can be retried.
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

const postingQueue = perDatabase((db: Database) => {
  const queue: (item: PostingItem) => Promise<PostingResult> = createBatchQueue(
    async (items: PostingItem[]) => {
      let outcomes: PostingOutcome[];
      try {
        outcomes = await postBatch(db, items);
      } catch {
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
 * rolls back together with its money. The caller must not have locked ledger accounts out of id order.
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

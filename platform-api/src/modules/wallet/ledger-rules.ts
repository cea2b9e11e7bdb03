import { ApiError } from '@platform/shared-contracts/server';
import { sha256 } from '../security/tokens';
import type { StoredPosting } from './ledger-store';

// What a posting request is and how it is told apart and answered, without SQL. The rules judged against the locked
// balances (accounts known, one currency and merchant, no overdraft) live in writeNewPostings (ledger-store.ts).

/**
 * How many sub-accounts each merchant house, payment-clearing and withdrawal-hold account has (decision 032). Keep in
 * step with the ledger_accounts_shard check of migration 0011.
 */
export const MERCHANT_SUB_ACCOUNTS = 32;

/**
 * The sub-account of a merchant account that a member's movements use: always the same one for a member, so a hold
 * is released from the sub-account it went into and that one never goes below zero; different members mostly use
 * different rows, so their deposits and payouts do not wait on one another.
 */
export function subAccountOf(memberId: number): number {
  return memberId % MERCHANT_SUB_ACCOUNTS;
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
export interface StoredResult {
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

export function requestHash(input: PostingRequest): string {
  return sha256(
    canonicalJson({
      merchantCode: input.merchantCode,
      kind: input.kind,
      request: input.request,
      entries: input.entries.map((e) => ({ accountId: String(e.accountId), amount: e.amount })),
    }),
  );
}

export function fromStored(stored: StoredResult, replayed: boolean): PostingResult {
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

/** The stored answer of the key, when this is the same request; IDEMPOTENCY_CONFLICT when it is another. */
export function replay(stored: Pick<StoredPosting, 'requestHash' | 'result'>, hash: string): PostingResult {
  if (stored.requestHash !== hash) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return fromStored(stored.result as StoredResult, true);
}

function badEntries(reason: string): ApiError {
  return new ApiError('BAD_REQUEST', { details: [{ field: 'entries', reason }] });
}

/** At least two entries, distinct accounts, non-zero integer amounts that sum to exactly zero. */
export function checkEntries(entries: PostingRequest['entries']): void {
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

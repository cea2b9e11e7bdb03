import { ApiError } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import {
  fromStored,
  type PostingRequest,
  type PostingResult,
  replay,
  type StoredResult,
} from './ledger-rules';
import {
  findPostingsByKeys,
  type PostingVerdict,
  postingKey,
  type StoredPosting,
  writeNewPostings,
} from './ledger-store';

export interface PostingItem {
  input: PostingRequest;
  now: Date;
  hash: string;
}

/** Each item's answer; `retry` when the item must go again (its key was freed by a refusal). */
export type PostingOutcome = { value: PostingResult } | { error: unknown } | { retry: true };

const REFUSALS: Record<Exclude<PostingVerdict, 'OK' | 'KEY_TAKEN'>, () => ApiError> = {
  UNKNOWN_ACCOUNT: () => badEntries('unknown account'),
  MIXED_CURRENCY: () => badEntries('a posting stays within one currency'),
  OTHER_MERCHANT: () => badEntries('a posting stays within its merchant'),
  INSUFFICIENT_BALANCE: () => new ApiError('INSUFFICIENT_BALANCE'),
};

function badEntries(reason: string): ApiError {
  return new ApiError('BAD_REQUEST', { details: [{ field: 'entries', reason }] });
}

function replayed(stored: Pick<StoredPosting, 'requestHash' | 'result'>, hash: string): PostingOutcome {
  try {
    return { value: replay(stored, hash) };
  } catch (error) {
    return { error };
  }
}

const keyOf = (item: PostingItem) => postingKey(item.input.scope, item.input.idempotencyKey);

/** The accounts a posting moves: two postings of one batch never share one. */
export function accountsOf(item: PostingItem): string[] {
  return item.input.entries.map((e) => String(e.accountId));
}

/**
 * Posts checked requests (see checkEntries) in one statement, each keeping its own idempotency and its own refusal;
 * no account appears in two of them. A key already taken answers its stored result (or IDEMPOTENCY_CONFLICT); items
 * repeating a key of the batch answer from the first one with that key. A refusal writes nothing, but the key is read
 * once more: the statement's snapshot predates a same-key posting that committed while it waited on an account lock,
 * and that posting, not the refusal, is the answer.
 */
export async function postBatch(db: Queryable, items: readonly PostingItem[]): Promise<PostingOutcome[]> {
  const firstWithKey = new Map<string, number>();
  items.forEach((item, i) => {
    if (!firstWithKey.has(keyOf(item))) firstWithKey.set(keyOf(item), i);
  });
  const leaders = [...firstWithKey.values()];
  const written = await writeNewPostings(
    db,
    leaders.map((i) => {
      const { input, now, hash } = items[i] as PostingItem;
      return {
        merchantCode: input.merchantCode,
        kind: input.kind,
        scope: input.scope,
        key: input.idempotencyKey,
        requestHash: hash,
        createdAt: now,
        memberId: input.memberId ?? null,
        reference: input.reference ?? null,
        entries: input.entries.map((e) => ({ accountId: String(e.accountId), amount: e.amount })),
      };
    }),
  );

  const unsettled = leaders.filter((_, n) => written[n]?.verdict !== 'KEY_TAKEN' && !written[n]?.result);
  const committedMeanwhile =
    unsettled.length > 0
      ? await findPostingsByKeys(
          db,
          unsettled.map((i) => ({
            scope: items[i]?.input.scope ?? '',
            key: items[i]?.input.idempotencyKey ?? '',
          })),
        )
      : new Map<string, StoredPosting>();

  /** The posting each key ends with, for the items that repeat it. */
  const kept = new Map<string, Pick<StoredPosting, 'requestHash' | 'result'>>();
  const outcomes: PostingOutcome[] = new Array(items.length);
  leaders.forEach((i, n) => {
    const item = items[i] as PostingItem;
    const { verdict, result, earlier } = written[n] ?? { verdict: 'OK', result: null, earlier: null };
    const stored = earlier ?? committedMeanwhile.get(keyOf(item));
    if (result) {
      kept.set(keyOf(item), { requestHash: item.hash, result });
      outcomes[i] = { value: fromStored(result as StoredResult, false) };
    } else if (stored) {
      kept.set(keyOf(item), stored);
      outcomes[i] = replayed(stored, item.hash);
    } else if (verdict === 'OK' || verdict === 'KEY_TAKEN') {
      // Skipped for a key a transaction held, which then rolled back: the key is free again.
      outcomes[i] = { retry: true };
    } else {
      outcomes[i] = { error: REFUSALS[verdict]() };
    }
  });
  items.forEach((item, i) => {
    if (outcomes[i]) return;
    const stored = kept.get(keyOf(item));
    outcomes[i] = stored ? replayed(stored, item.hash) : { retry: true };
  });
  return outcomes;
}

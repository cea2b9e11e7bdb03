import { ApiError, type ErrorCode } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';

/** The longest window a counter may have: the retention sweep keeps every counter at least this long. */
export const LONGEST_WINDOW_SECONDS = 24 * 60 * 60;

export interface RateRule {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  windowSeconds: number;
  /** Where the window starts when it is not a multiple of `windowSeconds` from the epoch (a region's day). */
  windowStart?: Date;
  limit: number;
  code: ErrorCode;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Counts one attempt and answers how many the current window holds, this one included. One statement, so attempts
 * sent in parallel each see their own count: the check after it can never let more than the limit through.
 * The counters live in PostgreSQL, so every server copy shares them.
 */
export async function countAttempt(
  deps: Pick<Deps, 'db' | 'now'>,
  rule: Pick<RateRule, 'key' | 'windowSeconds' | 'windowStart'>,
): Promise<number> {
  if (rule.windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`${rule.key}: window longer than a day`);
  const [row] = await deps.db.query<{ count: number }>(
    `insert into rate_counters (key, window_start, count) values ($1, $2, 1)
     on conflict (key, window_start) do update set count = rate_counters.count + 1
     returning count`,
    [rule.key, rule.windowStart ?? windowStart(deps.now(), rule.windowSeconds)],
  );
  return row?.count ?? 0;
}

/** Counts the attempt, then refuses with the rule's code once the window holds more than `limit` attempts. */
export async function consumeRate(deps: Pick<Deps, 'db' | 'now'>, rule: RateRule): Promise<void> {
  if ((await countAttempt(deps, rule)) > rule.limit) throw new ApiError(rule.code);
}

/**
 * Lets an attempt in only when fewer than `limit` were let in within the last `windowSeconds` (a sliding window, for
 * limits whose wait the user is told, e.g. "try again after 5 minutes"), and records it. One statement: the row's
 * lock orders attempts sent in parallel, and an attempt refused is not recorded, so waiting out the window works.
 */
export async function consumeSlidingRate(
  deps: Pick<Deps, 'db' | 'now'>,
  rule: Omit<RateRule, 'windowStart'>,
): Promise<void> {
  if (rule.windowSeconds > LONGEST_WINDOW_SECONDS) throw new Error(`${rule.key}: window longer than a day`);
  const now = deps.now();
  const since = new Date(now.getTime() - rule.windowSeconds * 1000);
  const admitted = await deps.db.query(
    `insert into rate_windows as w (key, hits, last_hit) values ($1, array[$2::timestamptz], $2)
     on conflict (key) do update
        set hits = array(select h from unnest(w.hits) h where h > $3 order by h) || $2::timestamptz, last_hit = $2
      where (select count(*) from unnest(w.hits) h where h > $3) < $4
     returning 1`,
    [rule.key, now, since, rule.limit],
  );
  if (admitted.length === 0 || rule.limit < 1) throw new ApiError(rule.code);
}

export async function resetRate(deps: Pick<Deps, 'db'>, key: string): Promise<void> {
  await deps.db.query('delete from rate_counters where key = $1', [key]);
}

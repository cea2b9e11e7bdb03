import { ApiError, type ErrorCode } from '@platform/shared-contracts';
import type { Deps } from '../../deps';

export interface RateRule {
  /** What is counted, e.g. `login:ip:1.2.3.4`. */
  key: string;
  windowSeconds: number;
  limit: number;
  code: ErrorCode;
}

function windowStart(now: Date, windowSeconds: number): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / ms) * ms);
}

/**
 * Fixed-window counters in PostgreSQL, so every server copy shares them. Counts the attempt, then refuses
 * with the rule's code once the window holds more than `limit` attempts.
 */
export async function consumeRate(deps: Deps, rule: RateRule): Promise<void> {
  const [row] = await deps.db.query<{ count: number }>(
    `insert into rate_counters (key, window_start, count) values ($1, $2, 1)
     on conflict (key, window_start) do update set count = rate_counters.count + 1
     returning count`,
    [rule.key, windowStart(deps.now(), rule.windowSeconds)],
  );
  if ((row?.count ?? 0) > rule.limit) throw new ApiError(rule.code);
}

/** How many attempts the current window holds, without counting one. */
export async function peekRate(deps: Deps, key: string, windowSeconds: number): Promise<number> {
  const [row] = await deps.db.query<{ count: number }>(
    'select count from rate_counters where key = $1 and window_start = $2',
    [key, windowStart(deps.now(), windowSeconds)],
  );
  return row?.count ?? 0;
}

export async function resetRate(deps: Deps, key: string): Promise<void> {
  await deps.db.query('delete from rate_counters where key = $1', [key]);
}

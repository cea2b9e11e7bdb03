import { repeatTask } from '../../background/repeat-task';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { LONGEST_WINDOW_SECONDS } from '../rate-limit/rate-limiter';

/** How often each server copy tries to sweep; only one of them runs at a time. */
export const RETENTION_SWEEP_MS = 10 * 60_000;
/** The advisory lock of the sweep: any fixed number no other lock uses. */
export const RETENTION_LOCK = 7_204_010;

export interface RetentionLimits {
  /** Rows whose life ended more than this many days ago go. */
  keepDays: number;
  /** Rows one DELETE removes, so no statement holds locks or the PGlite connection for long. */
  batchSize: number;
  /** Batches per table per run; what is left goes at the next run. */
  maxBatches: number;
}

export const DEFAULT_RETENTION: RetentionLimits = { keepDays: 7, batchSize: 1000, maxBatches: 20 };

/**
 * Each table of short-lived rows, and when a row's life ended (before `$1`, the cutoff). Counters are kept a whole
 * window longer than the cutoff so a live window is never cut. Each condition is served by an index (migration 0010).
 */
const ENDED_BEFORE: Record<string, string> = {
  captchas: 'expires_at < $1',
  sessions: 'expires_at < $1 or last_seen_at < $1',
  operator_sessions: 'expires_at < $1',
  verification_codes: 'expires_at < $1',
  login_challenges: 'expires_at < $1',
  outbox: 'created_at < $1',
  studio_launch_tokens: 'expires_at < $1',
  rate_counters: `window_start < $1::timestamptz - interval '${LONGEST_WINDOW_SECONDS} seconds'`,
  rate_windows: `last_hit < $1::timestamptz - interval '${LONGEST_WINDOW_SECONDS} seconds'`,
};

export type SweepResult = { ran: false } | { ran: true; deleted: Record<string, number> };

/**
 * Deletes the rows whose life ended more than `keepDays` ago, by the server's clock, in bounded batches. One server
 * copy at a time: the run holds a transaction-scoped advisory lock, and a copy that cannot take it at once skips.
 */
export async function sweepExpiredRows(
  deps: Pick<Deps, 'db' | 'now'>,
  limits: RetentionLimits = DEFAULT_RETENTION,
): Promise<SweepResult> {
  const cutoff = new Date(deps.now().getTime() - limits.keepDays * 86_400_000);
  return deps.db.transaction(async (tx) => {
    const [lock] = await tx.query<{ ok: boolean }>('select pg_try_advisory_xact_lock($1) as ok', [
      RETENTION_LOCK,
    ]);
    if (!lock?.ok) return { ran: false };
    const deleted: Record<string, number> = {};
    for (const [table, ended] of Object.entries(ENDED_BEFORE)) {
      deleted[table] = 0;
      for (let batch = 0; batch < limits.maxBatches; batch += 1) {
        const rows = await tx.query(
          `delete from ${table} where ctid = any (array(select ctid from ${table} where ${ended} limit $2))
           returning 1`,
          [cutoff, limits.batchSize],
        );
        deleted[table] += rows.length;
        if (rows.length < limits.batchSize) break;
      }
    }
    return { ran: true, deleted };
  });
}

/**
 * Starts the sweep on a timer; a tick while the previous run is still going is skipped. The answer stops it and
 * waits for a run in flight, so the database can close after it.
 */
export function startRetentionSweep(
  deps: { db: Database; now: () => Date },
  limits: RetentionLimits,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return repeatTask(() => sweepExpiredRows(deps, limits), RETENTION_SWEEP_MS, onError);
}

import { RG_RAISE_DELAY_MS } from '@platform/shared-contracts/server';
import type { LimitRow } from './rg-store';

// The 24-hour rule (decision 104): a limit that protects more is in force at once, one that protects less (higher,
// or removed) only 24 hours after it was asked for; until then the old limit holds and the new one is pending.

/** The limit in force at `now` (null: none). */
export function inForce(
  row: Pick<LimitRow, 'amount' | 'pendingAmount' | 'pendingAt'> | undefined,
  now: Date,
) {
  if (!row) return null;
  return row.pendingAt && row.pendingAt.getTime() <= now.getTime() ? row.pendingAmount : row.amount;
}

/** The change still waiting at `now`, or null. */
export function pendingAt(
  row: LimitRow | undefined,
  now: Date,
): { amount: bigint | null; from: Date } | null {
  if (!row?.pendingAt || row.pendingAt.getTime() <= now.getTime()) return null;
  return { amount: row.pendingAmount, from: row.pendingAt };
}

/** Whether `next` protects at least as much as `current` (null: no limit, the least protection). */
function protectsMore(next: bigint | null, current: bigint | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

/** The row after the member asks for `next` at `now`. */
export function askFor(
  row: LimitRow | undefined,
  key: Pick<LimitRow, 'kind' | 'period'>,
  next: bigint | null,
  now: Date,
): LimitRow {
  const current = inForce(row, now);
  if (protectsMore(next, current)) return { ...key, amount: next, pendingAmount: null, pendingAt: null };
  const waiting = pendingAt(row, now);
  // Asking again for what already waits keeps its time: asking twice does not restart the 24 hours.
  const from =
    waiting && waiting.amount === next ? waiting.from : new Date(now.getTime() + RG_RAISE_DELAY_MS);
  return { ...key, amount: current, pendingAmount: next, pendingAt: from };
}

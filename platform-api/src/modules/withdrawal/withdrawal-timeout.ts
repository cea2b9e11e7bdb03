import { repeatTask } from '../../background/repeat-task';
import type { Deps } from '../../deps';
import { forceReceivedBefore } from './withdrawal-store';

/** How often the server looks for payouts whose confirmation window ran out. */
export const FORCED_RECEIVED_SWEEP_MS = 60_000;

/**
 * A payout the member did not confirm within the merchant's confirmation minutes counts as received
 * (FORCED_RECEIVED) and can never be refunded. Runs on a timer and lazily before the calls that show or change a
 * paid withdrawal, so the state is right even between sweeps. Safe on every server copy at once: one UPDATE,
 * each row changes once.
 */
export async function expireUnconfirmedWithdrawals(deps: Pick<Deps, 'db' | 'now'>): Promise<string[]> {
  return forceReceivedBefore(deps.db, deps.now());
}

/** Starts the sweep; the answer stops it and waits for a sweep in flight, so the database can close after it. */
export function startForcedReceivedSweep(
  deps: Pick<Deps, 'db' | 'now'>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  return repeatTask(() => expireUnconfirmedWithdrawals(deps), FORCED_RECEIVED_SWEEP_MS, onError);
}

import type { SlotOutcome } from '@platform/house-engine';
import { type CallResponse, formatMoney, type studioRecallCall } from '@platform/shared-contracts/server';
import type { RoundRow } from './studio-store';

export type SlotRoundView = CallResponse<typeof studioRecallCall>['rounds'][number];
type StepView = SlotRoundView['steps'][number];

/** A bigint column as PostgreSQL or PGlite hand it over (text or number). */
export const minorOf = (value: string | number | bigint): bigint => BigInt(value);

/** An outcome's steps as stored and shown: money as decimal strings. */
export function stepsView(outcome: SlotOutcome): StepView[] {
  return outcome.steps.map((step) => ({
    kind: step.kind,
    stops: step.stops,
    window: step.window,
    wins: step.wins.map((win) => ({ ...win, amount: formatMoney(win.amount) })),
    scatterWin: formatMoney(step.scatterWin),
    freeSpinsAwarded: step.freeSpinsAwarded,
    multiplier: step.multiplier,
  }));
}

/** What every game's round shows: money, balances and the seeds that decided it. */
export function roundFields(row: RoundRow): Omit<SlotRoundView, 'steps'> {
  return {
    roundId: row.round_id,
    time: new Date(row.created_at).toISOString(),
    stake: formatMoney(minorOf(row.stake)),
    totalWin: formatMoney(minorOf(row.total_win ?? 0)),
    balanceBefore: formatMoney(minorOf(row.balance_before ?? 0)),
    balanceAfter: formatMoney(minorOf(row.balance_after ?? 0)),
    serverSeedHash: row.server_seed_hash,
    serverSeed: row.server_seed,
    clientSeed: row.client_seed,
    nonce: row.nonce,
  };
}

export function roundView(row: RoundRow): SlotRoundView {
  return {
    ...roundFields(row),
    steps: (typeof row.steps === 'string' ? JSON.parse(row.steps) : row.steps) as StepView[],
  };
}

import { parseMoney } from '@platform/shared-contracts/studio';
import type { SlotRound } from '../studio/shapes';

/** The auto-spin runs a player may pick. */
export const AUTO_SPIN_COUNTS = [10, 25, 50, 100] as const;

/** Auto-spin stops on a round that wins more than this many times its stake. */
export const AUTO_STOP_WIN_MULTIPLE = 50n;

export type AutoStopReason = 'player' | 'free-spins' | 'big-win' | 'funds' | 'error' | 'done';

export interface AutoSpinCheck {
  /** The round just played. */
  round: SlotRound;
  /** The balance after it. */
  balance: string;
  /** The stake the next spin would take. */
  nextStake: string;
  /** Spins left in the run after this one. */
  left: number;
  /** The player tapped stop while the round was playing. */
  stopRequested: boolean;
}

/** Whether an auto-spin run goes on after a round, and if not why: the first reason that applies wins. */
export function autoStopAfterRound(check: AutoSpinCheck): AutoStopReason | null {
  if (check.stopRequested) return 'player';
  if (check.round.steps.some((step) => step.freeSpinsAwarded > 0)) return 'free-spins';
  if (parseMoney(check.round.totalWin) > parseMoney(check.round.stake) * AUTO_STOP_WIN_MULTIPLE)
    return 'big-win';
  if (parseMoney(check.balance) < parseMoney(check.nextStake)) return 'funds';
  if (check.left <= 0) return 'done';
  return null;
}

/** The catalogue's code for a stake above the balance (the wallet's INSUFFICIENT_FUNDS, as the studio answers it). */
export function isInsufficientFunds(code: string): boolean {
  return code === 'INSUFFICIENT_BALANCE' || code === 'INSUFFICIENT_FUNDS';
}

/** A spin the server refused stops the run; not enough balance has its own message. */
export function autoStopOnError(code: string): AutoStopReason {
  return isInsufficientFunds(code) ? 'funds' : 'error';
}

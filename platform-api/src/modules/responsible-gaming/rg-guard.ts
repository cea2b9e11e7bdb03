import { ApiError } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import { currentPeriods, periodBegan, USAGE_PERIODS } from './rg-periods';
import { inForce } from './rg-rules';
import {
  countBet,
  countWin,
  countWins,
  findBetGuards,
  findGuardedMembers,
  findLimits,
  findLiveExclusion,
  findMarketingOptOut,
  lockMember,
} from './rg-store';

// What the rest of the platform asks of responsible gaming: the seamless wallet and the lottery before a bet, the
// deposit call before a deposit, the login before a session, announcements before marketing.

export type RgRefusal = 'LIMIT_REACHED' | 'PLAY_TIME_REACHED' | 'PLAYER_EXCLUDED';

/** Bets further apart than this are separate sittings: the pause does not count as play time (decision 104). */
export const PLAY_GAP_MS = 5 * 60 * 1000;

export interface WagerInput {
  memberId: number;
  timeZone: string;
  stake: bigint;
  /** The win known with the bet (a complete round), else 0. */
  win: bigint;
  now: Date;
}

/**
 * Counts a bet against the member's loss, wager and play-time limits in the caller's transaction, checking in the
 * statement that counts (so parallel bets cannot outrun a limit); the refusal, if any. A refusal must roll the
 * transaction back: part of the count may be written. A member with no limit costs one indexed read.
 */
export async function countWager(tx: Queryable, input: WagerInput): Promise<RgRefusal | null> {
  const { memberId, now } = input;
  const guards = await findBetGuards(tx, memberId, now);
  if (guards.excluded) return 'PLAYER_EXCLUDED';
  const cap = (kind: string, period: string) =>
    inForce(
      guards.limits.find((l) => l.kind === kind && l.period === period),
      now,
    );
  const periods = currentPeriods(now, input.timeZone).map(({ period, start }) => {
    const playMinutes = period === 'DAY' ? cap('SESSION_TIME', 'DAY') : null;
    return {
      period,
      start,
      wagerCap: cap('WAGER', period),
      lossCap: cap('LOSS', period),
      playCapMs: playMinutes === null ? null : Number(playMinutes) * 60_000,
    };
  });
  if (periods.every((p) => p.wagerCap === null && p.lossCap === null && p.playCapMs === null)) return null;
  const took = await countBet(tx, {
    memberId,
    stake: input.stake,
    lossChange: input.stake - input.win,
    now,
    playGapMs: PLAY_GAP_MS,
    periods,
  });
  if (took.size === periods.length) return null;
  const day = periods[0];
  // The day's row refused it with the play time used up, or a loss or wager cap of some period did.
  if (!took.has('DAY') && day?.playCapMs != null) {
    const [row] = await tx.query<{ play_ms: string }>(
      "select play_ms::text as play_ms from rg_usage where member_id = $1 and period = 'DAY' and period_start = $2",
      [memberId, day.start],
    );
    if (row && Number(row.play_ms) >= day.playCapMs) return 'PLAY_TIME_REACHED';
  }
  return 'LIMIT_REACHED';
}

/** A win paid after its bet (a bet-then-win game) lowers the member's net loss of the current periods. */
export async function countLaterWin(
  tx: Queryable,
  input: { memberId: number; timeZone: string; win: bigint; now: Date },
): Promise<void> {
  if (input.win <= 0n) return;
  await countWin(tx, input.memberId, currentPeriods(input.now, input.timeZone), input.win);
}

/**
 * Wins (or refunds) paid after their bets to many members at once, as a lottery draw settles: one statement lowers each
 * member's net loss of the current periods.
 */
export async function countLaterWins(
  tx: Queryable,
  input: { timeZone: string; now: Date; wins: readonly { memberId: number; win: bigint }[] },
): Promise<void> {
  const wins = input.wins.filter((w) => w.win > 0n);
  if (wins.length === 0) return;
  await countWins(tx, wins, currentPeriods(input.now, input.timeZone));
}

/** The members of a batch that have limits or an exclusion to check (they go the one-by-one way). */
export function membersWithGuards(
  db: Queryable,
  memberIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  return findGuardedMembers(db, memberIds, now);
}

/**
 * The deposit limits in force: for each period with one, when the period began and how much more may come in.
 * The deposit module sums its own orders since `since` and refuses an order that passes `cap`.
 */
export async function depositLimitsOf(
  db: Queryable,
  memberId: number,
  timeZone: string,
  now: Date,
): Promise<{ since: Date; cap: bigint }[]> {
  const limits = await findLimits(db, memberId, ['DEPOSIT']);
  return USAGE_PERIODS.flatMap((period) => {
    const cap = inForce(
      limits.find((l) => l.period === period),
      now,
    );
    return cap === null ? [] : [{ since: periodBegan(period, now, timeZone), cap }];
  });
}

/**
 * Takes the member's limits' lock (their member row) for a limit check and the write it guards, in the caller's
 * transaction: a deposit and its order, or a change of the limits, take turns with the member's others.
 */
export function lockLimitsOf(tx: Queryable, memberId: number): Promise<void> {
  return lockMember(tx, memberId);
}

/** Refuses a login (or anything else a member does) while a cooling-off or self-exclusion lasts. */
export async function refuseExcluded(db: Queryable, memberId: number, now: Date): Promise<void> {
  const live = await findLiveExclusion(db, memberId, now);
  if (live) throw new ApiError(live.kind === 'COOLING_OFF' ? 'ACCOUNT_COOLING_OFF' : 'ACCOUNT_SELF_EXCLUDED');
}

/** Whether marketing (promotions, popups, campaigns) may reach the member at `now`. */
export async function marketingAllowed(db: Queryable, memberId: number, now: Date): Promise<boolean> {
  const until = await findMarketingOptOut(db, memberId);
  return until === null || until.getTime() <= now.getTime();
}

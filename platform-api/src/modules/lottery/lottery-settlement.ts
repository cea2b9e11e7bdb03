import { dayInZone } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { type RoundClose, recordClosedRounds } from '../bet-records/bet-records-service';
import { type PostingRequest, postCreditsInTransaction } from '../wallet/ledger-service';
import type { LotteryEngine } from './lottery-engine-port';
import { accountCache, type MemberAccounts, payMember } from './lottery-money';
import { notifyLottery } from './lottery-notice';
import {
  type BetOutcome,
  type BetRow,
  findPlacedBets,
  findRegionGame,
  findUnsettledIssueIds,
  type Issue,
  lockIssueForSettling,
  markSettled,
  settleBets,
} from './lottery-store';

/** The betting record's vendor for in-house lottery bets; a bet's round id is its bet id. */
export const LOTTERY_VENDOR = 'LOTTERY';
export const LOTTERY_CATEGORY = 'LOTT';

/** Bets read, settled and paid per transaction. */
export const SETTLE_BATCH = 2000;

/** What a drawn issue's bet pays, or a cancelled issue's bet gets back. */
function outcomeOf(
  engine: LotteryEngine,
  issue: Issue,
  odds: Record<string, unknown>,
  bet: BetRow,
): BetOutcome {
  if (issue.state === 'CANCELLED') return { id: bet.id, state: 'REFUNDED', payout: bet.stake };
  const returned = engine.returned(issue.gameCode, bet, issue.result, odds);
  const payout = (bet.unitStake * BigInt(bet.multiplier) * returned) / 100n;
  return { id: bet.id, state: payout > 0n ? 'WON' : 'LOST', payout };
}

/**
 * One batch of an issue, in one transaction: the issue row locked (a copy settling another batch of it is not
 * waited for: null), the next PLACED bets read, their outcomes written with one statement, the winners and refunds
 * paid with one ledger key per bet, and the betting record closed. An issue with no PLACED bet left is marked
 * SETTLED (or REFUNDED). Answers how many bets it settled and the last bet read, or null when it did nothing.
 */
async function settleBatch(
  deps: Deps,
  engine: LotteryEngine,
  issueId: string,
  batchSize: number,
  known: Map<number, MemberAccounts>,
  afterId: string,
): Promise<{ settled: number; lastId: string } | null> {
  return deps.db.transaction(async (tx) => {
    const issue = await lockIssueForSettling(tx, issueId);
    if (!issue) return null;
    const now = deps.now();
    const game = await findRegionGame(tx, issue.merchantCode, issue.gameCode, false);
    if (!game) throw new Error(`lottery game ${issue.gameCode} is not set up in ${issue.merchantCode}`);
    const bets = await findPlacedBets(tx, issue.id, afterId, batchSize);
    if (bets.length === 0) {
      if (await markSettled(tx, issue.id, now)) await notifyLottery(tx, 'settled', issue.id);
      return null;
    }
    const changed = await settleBets(
      tx,
      bets.map((bet) => outcomeOf(engine, issue, game.odds, bet)),
      now,
    );
    await payAndRecord(tx, now, issue, game, changed, known);
    return { settled: changed.length, lastId: bets[bets.length - 1]?.id ?? afterId };
  });
}

async function payAndRecord(
  tx: Queryable,
  now: Date,
  issue: Issue,
  game: { timeZone: string; currency: string },
  settled: readonly BetRow[],
  known: Map<number, MemberAccounts>,
): Promise<void> {
  const accounts = accountCache(tx, issue.merchantCode, game.currency, known);
  const paid = settled.filter((bet) => bet.payout > 0n);
  const postings: PostingRequest[] = [];
  for (const bet of paid) {
    postings.push(
      payMember(issue.merchantCode, bet.memberId, await accounts(bet.memberId), {
        kind: bet.state === 'WON' ? 'LOTTERY_WIN' : 'LOTTERY_REFUND',
        key: `${bet.state === 'WON' ? 'win' : 'refund'}:${bet.id}`,
        amount: bet.payout,
        reference: `lottery-bet:${bet.id}`,
      }),
    );
  }
  await postCreditsInTransaction(tx, now, postings);
  const day = dayInZone(now, game.timeZone);
  const closes: RoundClose[] = settled.map((bet) => ({
    vendor: LOTTERY_VENDOR,
    roundId: bet.id,
    win: bet.state === 'REFUNDED' ? 0n : bet.payout,
    state: bet.state === 'REFUNDED' ? 'ROLLED_BACK' : 'SETTLED',
    day,
  }));
  await recordClosedRounds(tx, closes, now);
}

/** Settles (or refunds) every bet of one issue, batch after batch; answers the bets it settled. */
export async function settleIssue(
  deps: Deps,
  engine: LotteryEngine,
  issueId: string,
  batchSize = SETTLE_BATCH,
): Promise<number> {
  let total = 0;
  const known = new Map<number, MemberAccounts>();
  let lastId = '0';
  for (;;) {
    const batch = await settleBatch(deps, engine, issueId, batchSize, known, lastId);
    if (batch === null) return total;
    total += batch.settled;
    lastId = batch.lastId;
  }
}

/** Settles every drawn or cancelled issue that still has bets (or is not marked done yet). */
export async function settleOutstanding(deps: Deps, engine: LotteryEngine, limit = 50): Promise<number> {
  let total = 0;
  for (const id of await findUnsettledIssueIds(deps.db, limit)) total += await settleIssue(deps, engine, id);
  return total;
}

import { dayInZone } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { type RoundClose, recordClosedRounds } from '../bet-records/bet-records-service';
import { countLaterWins } from '../responsible-gaming/rg-guard';
import { type PostingRequest, postCreditsInTransaction } from '../wallet/ledger-service';
import { stopChases } from './lottery-chase-stop';
import type { LotteryEngine } from './lottery-engine-port';
import { accountsKey, accountsOfPayments, type MemberAccounts, payMember } from './lottery-money';
import { LOTTERY_VENDOR } from './lottery-names';
import { notifyLottery } from './lottery-notice';
import {
  type BetCursor,
  type BetOutcome,
  type BetRow,
  END_OF_ISSUE,
  findBatchStarts,
  findPlacedBets,
  findRegionGame,
  findUnsettledIssueIds,
  type Issue,
  lockIssueForSettling,
  markSettled,
  type SettledBet,
  writeOutcomes,
} from './lottery-store';

export { LOTTERY_CATEGORY, LOTTERY_VENDOR } from './lottery-names';

/** Bets read, settled and paid per transaction. */
export const SETTLE_BATCH = 5000;

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
 * waited for: null), its PLACED bets from `from` up to `to` read in (member, bet id) order, their outcomes written with
 * one statement, each member's winnings or refunds of the batch paid with one posting, and the betting record closed.
 * The batch past the last bet finds none and marks the issue SETTLED (or REFUNDED) once no bet of it is left PLACED.
 * Answers how many bets it settled, or null when it could not lock the issue or found nothing left.
 */
async function settleBatch(
  deps: Deps,
  engine: LotteryEngine,
  issueId: string,
  known: Map<string, MemberAccounts>,
  from: BetCursor,
  to: BetCursor,
): Promise<number | null> {
  return deps.db.transaction(async (tx) => {
    const issue = await lockIssueForSettling(tx, issueId);
    if (!issue) return null;
    const now = deps.now();
    const game = await findRegionGame(tx, issue.merchantCode, issue.gameCode, false);
    if (!game) throw new Error(`lottery game ${issue.gameCode} is not set up in ${issue.merchantCode}`);
    const bets = await findPlacedBets(tx, issue.id, from, to);
    if (bets.length === 0) {
      if (to === END_OF_ISSUE && (await markSettled(tx, issue.id, now)))
        await notifyLottery(tx, 'settled', issue.id);
      return to === END_OF_ISSUE ? null : 0;
    }
    const placed = new Map(bets.map((bet) => [bet.id, bet]));
    const changed = (
      await writeOutcomes(
        tx,
        bets.map((bet) => outcomeOf(engine, issue, game.odds, bet)),
        now,
      )
    ).map((bet) => {
      const { wallet, chaseId } = placed.get(bet.id) as BetRow;
      return { ...bet, wallet, chaseId };
    });
    await payAndRecord(tx, now, issue, game, changed, known);
    // Stop on win (decision 079): a chase that won here stops, its issues not drawn yet cancelled and refunded.
    const wonChases = new Set(
      changed.flatMap((bet) => (bet.state === 'WON' && bet.chaseId ? [bet.chaseId] : [])),
    );
    await stopChases(tx, now, [...wonChases], 'WON', game.timeZone, known);
    return changed.length;
  });
}

/**
 * One posting per member of the batch who is owed money (per wallet their slips were paid from, decision 080): the
 * sum of their won (or refunded) bets, keyed by the issue,
 * the member and the first and last of those bets. Bets are settled in (member, bet id) order, so the bets a key
 * names are exactly the member's paid bets of the issue in that id range: the posting is provable against them, and
 * settling again finds them settled and pays nothing.
 */
export function memberPayments(settled: readonly PaidBet[]): MemberPayment[] {
  const payments: MemberPayment[] = [];
  let current: MemberPayment | undefined;
  for (const bet of settled) {
    if (bet.payout <= 0n) continue;
    const kind = bet.state === 'WON' ? 'LOTTERY_WIN' : 'LOTTERY_REFUND';
    if (current?.memberId !== bet.memberId || current.kind !== kind || current.wallet !== bet.wallet) {
      current = {
        memberId: bet.memberId,
        wallet: bet.wallet,
        kind,
        firstBet: bet.id,
        lastBet: bet.id,
        bets: 0,
        amount: 0n,
      };
      payments.push(current);
    }
    current.lastBet = bet.id;
    current.bets += 1;
    current.amount += bet.payout;
  }
  return payments;
}

/** A settled bet and the wallet its slip was paid from (decision 080). */
export type PaidBet = SettledBet & { wallet: string };

export interface MemberPayment {
  memberId: number;
  wallet: string;
  kind: 'LOTTERY_WIN' | 'LOTTERY_REFUND';
  firstBet: string;
  lastBet: string;
  bets: number;
  amount: bigint;
}

/** The ledger key of a member's payment of an issue: `win:<issue>:<member>:<first bet>-<last bet>` (or `refund:`). */
export const paymentKey = (issueId: string, p: MemberPayment) =>
  `${p.kind === 'LOTTERY_WIN' ? 'win' : 'refund'}:${issueId}:${p.memberId}:${p.firstBet}-${p.lastBet}`;

async function payAndRecord(
  tx: Queryable,
  now: Date,
  issue: Issue,
  game: { timeZone: string; currency: string },
  settled: readonly PaidBet[],
  known: Map<string, MemberAccounts>,
): Promise<void> {
  const payments = memberPayments(settled);
  const accounts = await accountsOfPayments(tx, issue.merchantCode, game.currency, payments, known);
  const postings: PostingRequest[] = payments.map((p) =>
    payMember(
      issue.merchantCode,
      p.memberId,
      accounts.get(accountsKey(p.memberId, p.wallet)) as MemberAccounts,
      {
        kind: p.kind,
        key: paymentKey(issue.id, p),
        amount: p.amount,
        reference: `lottery-issue:${issue.id}`,
        bets: p.bets,
      },
    ),
  );
  await postCreditsInTransaction(tx, now, postings);
  // What came back lowers the net loss a loss limit counts (decision 104), as a slot's win does.
  await countLaterWins(tx, {
    timeZone: game.timeZone,
    now,
    wins: payments.map((p) => ({ memberId: p.memberId, win: p.amount })),
  });
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

/**
 * Settles (or refunds) every bet of one issue, batch after batch, then marks it done; answers the bets it settled.
 * The batches' bounds are read once, up front (findBatchStarts); the last batch runs to the end of the issue.
 */
export async function settleIssue(
  deps: Deps,
  engine: LotteryEngine,
  issueId: string,
  batchSize = SETTLE_BATCH,
): Promise<number> {
  const starts = await findBatchStarts(deps.db, issueId, batchSize);
  const known = new Map<string, MemberAccounts>();
  let total = 0;
  for (const [i, from] of starts.entries()) {
    const settled = await settleBatch(deps, engine, issueId, known, from, starts[i + 1] ?? END_OF_ISSUE);
    if (settled === null) return total;
    total += settled;
  }
  await settleBatch(deps, engine, issueId, known, END_OF_ISSUE, END_OF_ISSUE);
  return total;
}

/** Settles every drawn or cancelled issue that still has bets (or is not marked done yet). */
export async function settleOutstanding(deps: Deps, engine: LotteryEngine, limit = 50): Promise<number> {
  let total = 0;
  for (const id of await findUnsettledIssueIds(deps.db, limit)) total += await settleIssue(deps, engine, id);
  return total;
}

import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  formatMoney,
  type lotteryChaseCall,
  type lotteryChasesCall,
  type lotteryStopChaseCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../http/request-context';
import { refuseTrialAccount } from '../member/member-service';
import { sha256 } from '../security/tokens';
import { canonicalJson } from '../wallet/ledger-service';
import { lotteryWallet } from '../wallet/playing-wallet';
import {
  checkTotal,
  priceBets,
  stakeOf,
  takeStake,
  walletBalanceOf,
  walletName,
  withinLimits,
} from './lottery-bet-service';
import { stopChases } from './lottery-chase-stop';
import {
  type ChaseRow,
  findChase,
  findChaseByRequest,
  findChaseSlips,
  findMemberChases,
  insertChase,
  insertChaseSlips,
} from './lottery-chase-store';
import type { LotteryEngine } from './lottery-engine-port';
import { takesBets } from './lottery-issue';
import { scheduleIssues } from './lottery-runner';
import { findIssueByNumber, findRegionGame, lockIssuesByNumber } from './lottery-store';

// Chase (decision 079): the slip's bets on each of the next N issues, paid up front in one posting; a stop (by a win
// or by the player) cancels the issues still to play and refunds them in one posting keyed by the chase.

type ChaseInput = CallParsedRequest<typeof lotteryChaseCall>;
type ChaseAnswer = CallResponse<typeof lotteryChaseCall>;

const requestHashOf = (input: ChaseInput) => sha256(canonicalJson({ ...input, requestId: undefined }));

async function answerOfChase(deps: Deps, ctx: SessionContext, chase: ChaseRow, balance?: bigint) {
  const slips = await findChaseSlips(deps.db, chase.id);
  return {
    chaseId: chase.id,
    total: formatMoney(chase.total),
    wallet: walletName(chase.wallet),
    balance: formatMoney(balance ?? (await walletBalanceOf(deps, ctx, chase.wallet))),
    issues: slips.map((s) => ({
      issueNumber: s.issue_number,
      slipId: s.slip_id,
      multiplier: s.multiplier,
      total: formatMoney(BigInt(s.total)),
    })),
  };
}

async function earlierChase(deps: Deps, ctx: SessionContext, input: ChaseInput): Promise<ChaseAnswer | null> {
  const earlier = await findChaseByRequest(deps.db, ctx.session.memberId, input.requestId);
  if (!earlier) return null;
  if (earlier.requestHash !== requestHashOf(input)) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return answerOfChase(deps, ctx, earlier);
}

const tooFew = (n: number) =>
  new ApiError('BAD_REQUEST', {
    message: 'the game has fewer issues ahead than the chase asks',
    details: [{ field: 'multipliers', reason: `at most ${n} issues can be chased now` }],
  });

/**
 * Places a chase: the bets priced for each issue's multiplier (each within the stake limits), the issues made ahead
 * as the schedule says, then in one transaction every issue share-locked and found OPEN (the first still taking
 * bets), the chase and one slip per issue stored, the whole total moved to the house in one posting keyed by the
 * chase, and every bet opened in the betting record. A refusal writes nothing but issues the schedule would make.
 */
export async function placeChase(
  deps: Deps,
  engine: LotteryEngine,
  ctx: SessionContext,
  input: ChaseInput,
): Promise<ChaseAnswer> {
  const merchantCode = ctx.merchant.merchantCode;
  const memberId = ctx.session.memberId;
  await refuseTrialAccount(deps, memberId);
  const game = await findRegionGame(deps.db, merchantCode, input.gameCode);
  if (!game)
    throw new ApiError('NOT_FOUND', { details: [{ field: 'gameCode', reason: 'unknown lottery game' }] });
  const replay = await earlierChase(deps, ctx, input);
  if (replay) return replay;
  const priced = input.multipliers.map((multiplier) => priceBets(engine, game, { ...input, multiplier }));
  const total = priced.reduce((sum, bets) => sum + stakeOf(bets), 0n);
  checkTotal(total, input.total);
  const first = await findIssueByNumber(deps.db, merchantCode, input.gameCode, input.firstIssueNumber);
  if (!first)
    throw new ApiError('NOT_FOUND', { details: [{ field: 'firstIssueNumber', reason: 'unknown issue' }] });
  const { issueNumbers } = await scheduleIssues(
    deps,
    engine,
    game,
    new Date(first.drawAt.getTime() - 1),
    input.multipliers.length,
  );
  if (issueNumbers[0] !== first.issueNumber) throw new ApiError('LOTTERY_ISSUE_CLOSED');
  if (issueNumbers.length < input.multipliers.length) throw tooFew(issueNumbers.length);
  const wallet = lotteryWallet(ctx.merchant);
  const placed = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const locked = await lockIssuesByNumber(tx, merchantCode, input.gameCode, issueNumbers);
    const byNumber = new Map(locked.map((i) => [i.issueNumber, i]));
    const issues = issueNumbers.map((n) => byNumber.get(n));
    const head = issues[0];
    if (!head || !takesBets(head, now)) throw new ApiError('LOTTERY_ISSUE_CLOSED');
    // A later issue an operator cancelled ahead of time cannot be chased.
    if (issues.some((i) => i?.state !== 'OPEN')) throw new ApiError('LOTTERY_ISSUE_CLOSED');
    const chase = await insertChase(tx, {
      merchantCode,
      memberId,
      gameCode: input.gameCode,
      requestId: input.requestId,
      requestHash: requestHashOf(input),
      wallet,
      currency: game.currency,
      total,
      stopOnWin: input.stopOnWin,
      createdAt: now,
    });
    if (!chase) return null;
    // The whole chase is staked now, so all of it counts against the limits now.
    await withinLimits(tx, { memberId, timeZone: game.timeZone, stake: total, now });
    const { betIds } = await insertChaseSlips(
      tx,
      { ...chase, requestId: input.requestId, createdAt: now },
      issues.map((issue, n) => ({
        issueId: issue?.id as string,
        multiplier: input.multipliers[n] as number,
        bets: priced[n] ?? [],
      })),
    );
    const stakes = priced.flat();
    const balance = await takeStake(tx, now, {
      merchantCode,
      memberId,
      wallet,
      currency: game.currency,
      gameCode: input.gameCode,
      key: `chase:${chase.id}`,
      request: { chaseId: chase.id, total },
      reference: `lottery-chase:${chase.id}`,
      total,
      bets: betIds.map((id, i) => ({ id, stake: stakes[i]?.stake ?? 0n })),
    });
    return { chase, balance };
  });
  if (!placed) {
    const again = await earlierChase(deps, ctx, input);
    if (!again) throw new ApiError('SYSTEM_ERROR');
    return again;
  }
  return answerOfChase(deps, ctx, placed.chase, placed.balance);
}

/** The player stops a running chase of theirs; someone else's is not found. */
export async function stopChase(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof lotteryStopChaseCall>,
): Promise<CallResponse<typeof lotteryStopChaseCall>> {
  const memberId = ctx.session.memberId;
  const answer = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const chase = await findChase(tx, input.chaseId, true);
    if (!chase || chase.memberId !== memberId) throw new ApiError('NOT_FOUND');
    if (chase.state !== 'ACTIVE') throw new ApiError('LOTTERY_NOT_CANCELLABLE');
    const [result] = await stopChases(tx, now, [chase.id], 'PLAYER', ctx.merchant.timeZone);
    // Nothing left that still takes bets: the chase plays out; the stop is refused and nothing is written.
    if (!result || result.slips === 0) throw new ApiError('LOTTERY_NOT_CANCELLABLE');
    return { chase, result };
  });
  return {
    chaseId: answer.chase.id,
    issuesCancelled: answer.result.slips,
    refunded: formatMoney(answer.result.refund),
    wallet: walletName(answer.chase.wallet),
    balance: formatMoney(await walletBalanceOf(deps, ctx, answer.chase.wallet)),
  };
}

/** The member's chases, newest first. */
export async function myChases(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof lotteryChasesCall>,
): Promise<CallResponse<typeof lotteryChasesCall>> {
  const { rows, total } = await findMemberChases(
    deps.db,
    ctx.session.memberId,
    input.gameCode ?? null,
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  );
  return {
    content: rows.map((c) => ({
      chaseId: c.id,
      gameCode: c.gameCode,
      state:
        c.state === 'STOPPED'
          ? c.stopReason === 'WON'
            ? ('WON_STOPPED' as const)
            : ('STOPPED' as const)
          : c.open > 0
            ? ('RUNNING' as const)
            : ('FINISHED' as const),
      stopOnWin: c.stopOnWin,
      firstIssueNumber: c.firstIssueNumber,
      issueCount: c.issueCount,
      issuesPlayed: c.played,
      issuesCancelled: c.cancelled,
      total: formatMoney(c.total),
      won: formatMoney(c.won),
      refunded: formatMoney(c.refunded),
      createdAt: c.createdAt.toISOString(),
    })),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

import {
  ApiError,
  type CallParsedRequest,
  type CallResponse,
  dayInZone,
  formatMoney,
  LOTTERY_WALLET,
  type lotteryCancelBetCall,
  type lotteryMyBetsCall,
  type lotteryPlaceBetCall,
  MAIN_WALLET,
  parseMoney,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../http/request-context';
import { recordClosedRounds, recordOpenRounds } from '../bet-records/bet-records-service';
import { refuseTrialAccount } from '../member/member-service';
import { countLaterWins, countWager } from '../responsible-gaming/rg-guard';
import { sha256 } from '../security/tokens';
import { canonicalJson, type PostingResult, postInTransaction } from '../wallet/ledger-service';
import { lotteryWallet, walletAccountOf } from '../wallet/playing-wallet';
import type { LotteryEngine } from './lottery-engine-port';
import { cancellable, takesBets } from './lottery-issue';
import { accountCache, lotteryScope, payMember } from './lottery-money';
import { LOTTERY_CATEGORY, LOTTERY_VENDOR } from './lottery-names';
import {
  findIssue,
  findIssueByNumber,
  findMemberBets,
  findRegionGame,
  findSlip,
  findSlipBets,
  findSlipByRequest,
  insertBets,
  insertSlip,
  markSlipCancelled,
  type NewBet,
  type RegionGame,
  type SlipRow,
  settleBets,
} from './lottery-store';

type PlaceInput = CallParsedRequest<typeof lotteryPlaceBetCall>;
type PlaceAnswer = CallResponse<typeof lotteryPlaceBetCall>;

/** A slip's bets checked by the engine and priced: every refusal here comes before anything is written. */
export function priceBets(
  engine: LotteryEngine,
  game: RegionGame,
  input: { unitStake: string; multiplier: number; bets: PlaceInput['bets'] },
): NewBet[] {
  const unitStake = parseMoney(input.unitStake);
  return input.bets.map((bet, i) => {
    const checked = engine.check(game.gameCode, bet);
    if (!checked.ok) {
      const code =
        checked.reason === 'UNKNOWN_BET_TYPE' ? 'LOTTERY_BET_TYPE_UNKNOWN' : 'LOTTERY_SELECTION_INVALID';
      throw new ApiError(code, { details: [{ field: `bets.${i}`, reason: checked.reason.toLowerCase() }] });
    }
    const stake = unitStake * BigInt(input.multiplier) * BigInt(checked.units);
    if (stake < game.minStake || stake > game.maxStake) {
      throw new ApiError('LOTTERY_STAKE_OUT_OF_RANGE', {
        details: [
          {
            field: `bets.${i}`,
            reason: `stake must be ${formatMoney(game.minStake)} to ${formatMoney(game.maxStake)}`,
          },
        ],
      });
    }
    return { ...bet, units: checked.units, unitStake, multiplier: input.multiplier, stake };
  });
}

export const stakeOf = (bets: readonly NewBet[]) => bets.reduce((sum, bet) => sum + bet.stake, 0n);

/** The total the player saw must be what the server priced. */
export function checkTotal(total: bigint, shown: string): void {
  if (total !== parseMoney(shown)) {
    throw new ApiError('BAD_REQUEST', {
      message: 'total is not the sum of the bets',
      details: [{ field: 'total', reason: `the bets come to ${formatMoney(total)}` }],
    });
  }
}

const requestHashOf = (input: PlaceInput) => sha256(canonicalJson({ ...input, requestId: undefined }));

/** The balance of the member's wallet (main or the lottery's) as it is now. */
export async function walletBalanceOf(deps: Deps, ctx: SessionContext, wallet: string): Promise<bigint> {
  const member = {
    memberId: ctx.session.memberId,
    merchantCode: ctx.merchant.merchantCode,
    currency: ctx.merchant.currency,
  };
  return (await walletAccountOf(deps.db, member, wallet)).balance;
}

export function balanceAfter(posting: PostingResult, accountId: string): bigint {
  const entry = posting.entries.find((e) => String(e.accountId) === accountId);
  if (!entry) throw new Error("the posting did not move the member's wallet");
  return entry.balanceAfter;
}

/**
 * A slip's or chase's stake, in the caller's transaction: one LOTTERY_BET posting from the member's wallet to the
 * house, keyed as the caller says, and an OPEN round per bet in the betting record. Answers the wallet's balance after.
 */
export async function takeStake(
  tx: Queryable,
  now: Date,
  stake: {
    merchantCode: string;
    memberId: number;
    wallet: string;
    currency: string;
    gameCode: string;
    key: string;
    request: Record<string, unknown>;
    reference: string;
    total: bigint;
    bets: readonly { id: string; stake: bigint }[];
  },
): Promise<bigint> {
  const { merchantCode, memberId, total } = stake;
  const accounts = await accountCache(tx, merchantCode, stake.currency)(memberId, stake.wallet);
  const posting = await postInTransaction(tx, now, {
    merchantCode,
    kind: 'LOTTERY_BET',
    scope: lotteryScope(merchantCode),
    idempotencyKey: stake.key,
    request: stake.request,
    entries: [
      { accountId: accounts.wallet, amount: -total },
      { accountId: accounts.house, amount: total },
    ],
    memberId,
    reference: stake.reference,
  });
  await recordOpenRounds(
    tx,
    stake.bets.map((bet) => ({
      merchantCode,
      vendor: LOTTERY_VENDOR,
      roundId: bet.id,
      memberId,
      gameCode: stake.gameCode,
      category: LOTTERY_CATEGORY,
      currency: stake.currency,
      stake: bet.stake,
      bets: 1,
      openedAt: now,
    })),
  );
  return balanceAfter(posting, accounts.wallet);
}

/** The wallet a stake came from, as the contracts name it. */
export const walletName = (wallet: string): typeof LOTTERY_WALLET | typeof MAIN_WALLET =>
  wallet === LOTTERY_WALLET ? LOTTERY_WALLET : MAIN_WALLET;

async function answerOfSlip(deps: Deps, ctx: SessionContext, slip: SlipRow, balance?: bigint) {
  const [issue, bets] = await Promise.all([findIssue(deps.db, slip.issueId), findSlipBets(deps.db, slip.id)]);
  return {
    slipId: slip.id,
    issueNumber: issue?.issueNumber ?? '',
    total: formatMoney(slip.total),
    wallet: walletName(slip.wallet),
    balance: formatMoney(balance ?? (await walletBalanceOf(deps, ctx, slip.wallet))),
    bets: bets.map((b) => ({ betId: b.id, betType: b.betType, units: b.units, stake: formatMoney(b.stake) })),
  };
}

/** The slip a request id already made: the same slip for the same request, a conflict for another. */
async function earlierSlip(deps: Deps, ctx: SessionContext, input: PlaceInput): Promise<PlaceAnswer | null> {
  const earlier = await findSlipByRequest(deps.db, ctx.session.memberId, input.requestId);
  if (!earlier) return null;
  if (earlier.requestHash !== requestHashOf(input)) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return answerOfSlip(deps, ctx, earlier);
}

/** A slip or chase counts against the member's loss and wager limits as any bet does (decision 104); over one, refused. */
export async function withinLimits(
  tx: Queryable,
  bet: { memberId: number; timeZone: string; stake: bigint; now: Date },
): Promise<void> {
  const refused = await countWager(tx, { ...bet, win: 0n });
  if (refused) throw new ApiError(refused === 'PLAYER_EXCLUDED' ? 'ACCOUNT_SELF_EXCLUDED' : refused);
}

/**
 * Places a slip: checked and priced by the engine, then in one transaction the issue is share-locked and found
 * still taking bets, the slip and its bets stored, the total moved from the main wallet to the house in one posting
 * keyed by the member's request id, and each bet opened in the betting record. A refusal writes nothing.
 */
export async function placeSlip(
  deps: Deps,
  engine: LotteryEngine,
  ctx: SessionContext,
  input: PlaceInput,
): Promise<PlaceAnswer> {
  const merchantCode = ctx.merchant.merchantCode;
  const memberId = ctx.session.memberId;
  await refuseTrialAccount(deps, memberId);
  const game = await findRegionGame(deps.db, merchantCode, input.gameCode);
  if (!game)
    throw new ApiError('NOT_FOUND', { details: [{ field: 'gameCode', reason: 'unknown lottery game' }] });
  const replay = await earlierSlip(deps, ctx, input);
  if (replay) return replay;
  const bets = priceBets(engine, game, input);
  const total = stakeOf(bets);
  checkTotal(total, input.total);
  const wallet = lotteryWallet(ctx.merchant);
  const placed = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const issue = await findIssueByNumber(tx, merchantCode, input.gameCode, input.issueNumber, 'share');
    if (!issue)
      throw new ApiError('NOT_FOUND', { details: [{ field: 'issueNumber', reason: 'unknown issue' }] });
    if (!takesBets(issue, now)) throw new ApiError('LOTTERY_ISSUE_CLOSED');
    const slip = await insertSlip(tx, {
      merchantCode,
      memberId,
      issueId: issue.id,
      requestId: input.requestId,
      requestHash: requestHashOf(input),
      currency: game.currency,
      total,
      createdAt: now,
      wallet,
    });
    // Another call with the same request id committed first: answered below from its slip.
    if (!slip) return null;
    await withinLimits(tx, { memberId, timeZone: game.timeZone, stake: total, now });
    const betIds = await insertBets(tx, { id: slip.id, issueId: issue.id, memberId }, bets);
    const balance = await takeStake(tx, now, {
      merchantCode,
      memberId,
      wallet,
      currency: game.currency,
      gameCode: input.gameCode,
      key: `slip:${slip.id}`,
      request: { slipId: slip.id, total },
      reference: `lottery-slip:${slip.id}`,
      total,
      bets: betIds.map((id, i) => ({ id, stake: bets[i]?.stake ?? 0n })),
    });
    return { slip, balance };
  });
  if (!placed) {
    const again = await earlierSlip(deps, ctx, input);
    if (!again) throw new ApiError('SYSTEM_ERROR');
    return again;
  }
  return answerOfSlip(deps, ctx, placed.slip, placed.balance);
}

/**
 * Cancels the member's slip while its issue still takes bets: its bets CANCELLED, the total back to the main wallet
 * in one posting keyed by the slip, and the bets' rounds rolled back in the betting record.
 */
export async function cancelSlip(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof lotteryCancelBetCall>,
): Promise<CallResponse<typeof lotteryCancelBetCall>> {
  const memberId = ctx.session.memberId;
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const slip = await findSlip(tx, input.slipId, true);
    // Someone else's slip is not found, as if it did not exist.
    if (!slip || slip.memberId !== memberId) throw new ApiError('NOT_FOUND');
    if (slip.state !== 'PLACED') throw new ApiError('LOTTERY_NOT_CANCELLABLE');
    const issue = await findIssue(tx, slip.issueId);
    const locked = issue
      ? await findIssueByNumber(tx, issue.merchantCode, issue.gameCode, issue.issueNumber, 'share')
      : null;
    if (!locked || !cancellable(locked, now)) throw new ApiError('LOTTERY_NOT_CANCELLABLE');
    const game = await findRegionGame(tx, locked.merchantCode, locked.gameCode, false);
    if (!game) throw new ApiError('NOT_FOUND');
    const bets = await findSlipBets(tx, slip.id);
    const cancelled = await settleBets(
      tx,
      bets.map((b) => ({ id: b.id, state: 'CANCELLED' as const, payout: 0n })),
      now,
    );
    await markSlipCancelled(tx, slip.id);
    const accounts = await accountCache(tx, locked.merchantCode, game.currency)(memberId, slip.wallet);
    const posting = await postInTransaction(
      tx,
      now,
      payMember(locked.merchantCode, memberId, accounts, {
        kind: 'LOTTERY_REFUND',
        key: `cancel:${slip.id}`,
        amount: slip.total,
        reference: `lottery-slip:${slip.id}`,
      }),
    );
    // The stake came back: it no longer counts as lost.
    await countLaterWins(tx, { timeZone: game.timeZone, now, wins: [{ memberId, win: slip.total }] });
    await recordClosedRounds(
      tx,
      cancelled.map((b) => ({
        vendor: LOTTERY_VENDOR,
        roundId: b.id,
        win: 0n,
        state: 'ROLLED_BACK' as const,
        day: dayInZone(now, game.timeZone),
      })),
      now,
    );
    return {
      slipId: slip.id,
      refunded: formatMoney(slip.total),
      wallet: walletName(slip.wallet),
      balance: formatMoney(balanceAfter(posting, accounts.wallet)),
    };
  });
}

/** The member's lottery bets, newest first. */
export async function myBets(
  deps: Deps,
  ctx: SessionContext,
  input: CallParsedRequest<typeof lotteryMyBetsCall>,
): Promise<CallResponse<typeof lotteryMyBetsCall>> {
  const { rows, total } = await findMemberBets(
    deps.db,
    ctx.session.memberId,
    input.gameCode ?? null,
    input.pageSize,
    (input.pageNo - 1) * input.pageSize,
  );
  return {
    content: rows.map((b) => ({
      betId: b.id,
      slipId: b.slipId,
      gameCode: b.gameCode,
      issueNumber: b.issueNumber,
      betType: b.betType,
      selection: b.selection,
      units: b.units,
      unitStake: formatMoney(b.unitStake),
      multiplier: b.multiplier,
      stake: formatMoney(b.stake),
      payout: formatMoney(b.payout),
      state: b.state,
      placedAt: b.placedAt.toISOString(),
      settledAt: b.settledAt?.toISOString() ?? null,
      chaseId: b.chaseId,
    })),
    pageNum: input.pageNo,
    totalPages: Math.max(1, Math.ceil(total / input.pageSize)),
    total,
  };
}

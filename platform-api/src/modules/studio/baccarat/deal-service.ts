import {
  BACCARAT_BET_KINDS,
  type BaccaratBet,
  type BaccaratBetKind,
  dealHandAt,
  settleBets,
  shoeEndsAfter,
} from '@platform/house-engine';
import {
  ApiError,
  type baccaratDealCall,
  type CallParsedRequest,
  type CallResponse,
  formatMoney,
  parseMoney,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../../db/database';
import type { Deps } from '../../../deps';
import { seamlessWallet } from '../../seamless-wallet/seamless-wallet';
import { refusalError } from '../decided-round-service';
import type { GameSession } from '../game-session';
import { minorOf } from '../round-view';
import { memberPair, newGuestPair } from '../seed-service';
import { HOUSE_VENDOR } from '../studio-games';
import {
  findPair,
  findRoundByRequest,
  gameSessionById,
  insertRound,
  type RoundRow,
  refuseRound,
  revealPair,
  type SeedPairRow,
  type SettledRound,
  setDemoBalance,
  setGuestPair,
  settleRounds,
} from '../studio-store';
import { advanceShoe } from './baccarat-store';
import { BACCARAT_MAX_STAKE, BACCARAT_RULES_ID, STAKE_UNIT } from './baccarat-table';
import { handSteps, handView, stepsOf } from './hand-view';
import { requireBaccarat } from './require-baccarat';
import { currentShoe, orderOf, type ShoeState, shoeOfPair, shoeState } from './shoe-service';

export type DealAnswer = CallResponse<typeof baccaratDealCall>;
type DealInput = CallParsedRequest<typeof baccaratDealCall>;

/** A deal finds its pair rotated meanwhile (the player ended the shoe) and tries the new one, this many times. */
const PAIR_ATTEMPTS = 3;

function badStake(index: number, reason: string): ApiError {
  return new ApiError('BAD_REQUEST', {
    message: `bets[${index}].stake ${reason}`,
    details: [{ field: `bets.${index}.stake`, reason }],
  });
}

/** The bets in the table's order, each stake a whole number of 1.00 up to the table maximum. */
function betsOf(input: DealInput): BaccaratBet[] {
  const bets = input.bets.map((bet, index) => {
    const stake = parseMoney(bet.stake);
    if (stake <= 0n || stake % STAKE_UNIT !== 0n) throw badStake(index, 'must be a whole number of 1.00');
    if (stake > BACCARAT_MAX_STAKE)
      throw badStake(index, `must be at most ${formatMoney(BACCARAT_MAX_STAKE)}`);
    return { kind: bet.kind as BaccaratBetKind, stake };
  });
  return bets.sort((a, b) => BACCARAT_BET_KINDS.indexOf(a.kind) - BACCARAT_BET_KINDS.indexOf(b.kind));
}

const betsKey = (bets: readonly { kind: string; stake: string }[]) =>
  bets.map((bet) => `${bet.kind}=${bet.stake}`).join(',');

/** A hand dealt in the caller's transaction: its round row (not yet written) and the shoe after it. */
interface Dealt {
  row: RoundRow;
  shoe: ShoeState;
  revealed?: { serverSeed: string; serverSeedHash: string; clientSeed: string };
}

/**
 * Deals the next hand of a pair's shoe under the pair's lock: the hand at the pair's cursor, the cursor moved on by
 * the cards it used, and, when it brought out the cut card, the pair revealed and the next shoe's pair made (same
 * client seed). Null when the pair was revealed meanwhile. An earlier round of the request answers instead.
 */
async function dealFrom(
  tx: Queryable,
  session: GameSession,
  pairId: string,
  bets: BaccaratBet[],
  base: { roundId: string; requestId: string; now: Date },
): Promise<Dealt | { earlier: RoundRow } | null> {
  const pair = await findPair(tx, pairId, true);
  if (!pair || pair.revealed_at) return null;
  // Two deals of one request lock the same pair: the second sees the first's round here.
  const earlier = await findRoundByRequest(tx, session.id, base.requestId);
  if (earlier) return { earlier };
  const shoe = await shoeOfPair(tx, pair, base.now);
  const position = pair.nonce;
  const hand = dealHandAt(orderOf(pair.server_seed, shoe.client_seed), position);
  const settled = settleBets(hand, bets);
  await advanceShoe(tx, pair.id, hand.cardsUsed);
  const row: RoundRow = {
    id: '',
    paytable_id: BACCARAT_RULES_ID,
    round_id: base.roundId,
    game_session_id: session.id,
    request_id: base.requestId,
    member_id: session.memberId,
    game_code: session.gameCode,
    seed_pair_id: pair.id,
    client_seed: shoe.client_seed,
    nonce: position,
    bet_level: 0,
    stake: settled.stake.toString(),
    total_win: settled.win.toString(),
    balance_before: null,
    balance_after: null,
    steps: handSteps(position, hand, settled.bets),
    state: 'PENDING',
    created_at: base.now,
    server_seed_hash: pair.server_seed_hash,
    server_seed: null,
  };
  const after = { ...pair, nonce: position + hand.cardsUsed };
  if (!shoeEndsAfter(after.nonce)) return { row, shoe: shoeState(after, { ...shoe, hands: shoe.hands + 1 }) };
  await revealPair(tx, pair.id, base.now);
  const next = await nextShoePair(tx, session, pair, base.now);
  return {
    row: { ...row, server_seed: pair.server_seed },
    shoe: shoeState(next, undefined),
    revealed: {
      serverSeed: pair.server_seed,
      serverSeedHash: pair.server_seed_hash,
      clientSeed: shoe.client_seed,
    },
  };
}

/** The next shoe's pair, committed as the last one is revealed; it keeps the player's client seed. */
async function nextShoePair(tx: Queryable, session: GameSession, old: SeedPairRow, now: Date) {
  if (session.memberId !== null)
    return memberPair(tx, session.memberId, session.gameCode, now, old.client_seed);
  const next = await newGuestPair(tx, session.gameCode, now, old.client_seed);
  await setGuestPair(tx, session.id, next.id);
  return next;
}

function newRound(row: RoundRow, demo: boolean) {
  return {
    roundId: row.round_id,
    gameSessionId: row.game_session_id,
    requestId: row.request_id,
    memberId: row.member_id,
    gameCode: row.game_code,
    demo,
    seedPairId: row.seed_pair_id,
    clientSeed: row.client_seed,
    nonce: row.nonce,
    paytableId: BACCARAT_RULES_ID,
    betLevel: 0,
    stake: minorOf(row.stake),
    totalWin: minorOf(row.total_win ?? 0),
    steps: row.steps,
    state: row.state,
    balanceBefore: row.balance_before === null ? null : minorOf(row.balance_before),
    balanceAfter: row.balance_after === null ? null : minorOf(row.balance_after),
    createdAt: row.created_at,
  };
}

/** A repeated request must carry the same bets as the first. */
function sameBets(row: RoundRow, bets: BaccaratBet[]): RoundRow {
  const sent = bets.map((bet) => ({ kind: bet.kind, stake: formatMoney(bet.stake) }));
  if (betsKey(stepsOf(row).bets) !== betsKey(sent)) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return row;
}

/**
 * The wallet's step for a PENDING hand: its total stake and what it pays back in one (bet and win keyed by the
 * round, so a retry replays it), the round stored SETTLED in the wallet's own transaction.
 */
async function settle(deps: Deps, session: GameSession, round: RoundRow): Promise<RoundRow> {
  if (!session.vendorSessionId) throw new ApiError('GAME_SESSION_EXPIRED');
  const stake = minorOf(round.stake);
  const win = minorOf(round.total_win ?? 0);
  const settledRow = (balance: bigint): SettledRound => ({
    roundId: round.round_id,
    steps: round.steps,
    totalWin: win,
    before: balance + stake - win,
    after: balance,
    // Baccarat funds no jackpot (decision 108).
    jackpotDue: false,
  });
  const answer = await seamlessWallet(deps).settleRound(
    HOUSE_VENDOR,
    {
      sessionId: session.vendorSessionId,
      betTransactionId: `${round.round_id}:bet`,
      winTransactionId: `${round.round_id}:win`,
      roundId: round.round_id,
      gameCode: round.game_code,
      stake,
      win,
    },
    { write: settleRounds, row: settledRow },
  );
  if (!answer.ok) {
    await refuseRound(deps.db, round.round_id);
    throw refusalError(answer.code);
  }
  const settled = settledRow(answer.balance);
  if (!answer.alongside) await settleRounds(deps.db, [settled]);
  return {
    ...round,
    state: 'SETTLED',
    balance_before: settled.before.toString(),
    balance_after: settled.after.toString(),
  };
}

/** An earlier round of the same request, as it stands: a PENDING one (left by a failure) settled now. */
async function answerAgain(deps: Deps, session: GameSession, earlier: RoundRow, bets: BaccaratBet[]) {
  sameBets(earlier, bets);
  if (earlier.state === 'REFUSED') throw new ApiError('INSUFFICIENT_BALANCE');
  const row = earlier.state === 'SETTLED' ? earlier : await settle(deps, session, earlier);
  return { hand: handView(row), balance: handView(row).balanceAfter, shoe: await currentShoe(deps, session) };
}

/**
 * A hand for money: the balance is checked first (so a hand is rarely dealt for a bet the wallet refuses), the hand
 * is dealt from the shoe and stored PENDING in one transaction, then the seamless wallet settles it. A hand the
 * wallet still refuses (the balance moved meanwhile) keeps its cards: it stays in the shoe as REFUSED.
 */
async function moneyDeal(deps: Deps, session: GameSession, bets: BaccaratBet[], requestId: string) {
  const memberId = session.memberId;
  if (memberId === null || !session.vendorSessionId) throw new ApiError('GAME_SESSION_EXPIRED');
  const total = bets.reduce((sum, bet) => sum + bet.stake, 0n);
  const balance = await seamlessWallet(deps).balance(HOUSE_VENDOR, session.vendorSessionId);
  if (!balance.ok) throw refusalError(balance.code);
  if (balance.balance < total) {
    // A repeat of a hand already dealt answers it even when the balance has dropped since.
    const earlier = await findRoundByRequest(deps.db, session.id, requestId);
    if (earlier) return answerAgain(deps, session, earlier, bets);
    throw new ApiError('INSUFFICIENT_BALANCE');
  }
  const base = { roundId: `${session.id}-${requestId}`, requestId, now: deps.now() };
  for (let attempt = 0; attempt < PAIR_ATTEMPTS; attempt += 1) {
    const pair = await memberPair(deps.db, memberId, session.gameCode, base.now);
    const dealt = await deps.db.transaction(async (tx) => {
      const result = await dealFrom(tx, session, pair.id, bets, base);
      if (result === null || 'earlier' in result) return result;
      await insertRound(tx, newRound(result.row, false));
      return result;
    });
    if (dealt === null) continue;
    if ('earlier' in dealt) return answerAgain(deps, session, dealt.earlier, bets);
    const row = await settle(deps, session, dealt.row);
    return answerOf(row, dealt);
  }
  throw new ApiError('SYSTEM_ERROR');
}

function answerOf(row: RoundRow, dealt: Dealt): DealAnswer {
  const hand = handView(row);
  return {
    hand,
    balance: hand.balanceAfter,
    shoe: dealt.shoe,
    ...(dealt.revealed ? { revealedShoe: dealt.revealed } : {}),
  };
}

/** Play money: the balance lives in the game session, locked for the hand; no wallet, the same shoe and rules. */
async function demoDeal(deps: Deps, session: GameSession, bets: BaccaratBet[], requestId: string) {
  const total = bets.reduce((sum, bet) => sum + bet.stake, 0n);
  const base = { roundId: `${session.id}-${requestId}`, requestId, now: deps.now() };
  type Outcome = { earlier: RoundRow } | { row: RoundRow; dealt: Dealt };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const locked = await gameSessionById(tx, session.id, true);
    if (!locked) throw new ApiError('GAME_SESSION_EXPIRED');
    const earlier = await findRoundByRequest(tx, session.id, requestId);
    if (earlier) return { earlier: sameBets(earlier, bets) };
    const balance = minorOf(locked.demo_balance ?? 0);
    if (balance < total) throw new ApiError('INSUFFICIENT_BALANCE');
    for (let attempt = 0; attempt < PAIR_ATTEMPTS; attempt += 1) {
      const pairId =
        session.memberId === null
          ? locked.seed_pair_id
          : (await memberPair(tx, session.memberId, session.gameCode, base.now)).id;
      if (!pairId) throw new ApiError('GAME_SESSION_EXPIRED');
      const dealt = await dealFrom(tx, session, pairId, bets, base);
      if (dealt === null || 'earlier' in dealt) continue;
      const after = balance - total + minorOf(dealt.row.total_win ?? 0);
      const row: RoundRow = {
        ...dealt.row,
        state: 'SETTLED',
        balance_before: balance.toString(),
        balance_after: after.toString(),
      };
      await insertRound(tx, newRound(row, true));
      await setDemoBalance(tx, session.id, after);
      return { row, dealt };
    }
    throw new ApiError('SYSTEM_ERROR');
  });
  if ('dealt' in outcome) return answerOf(outcome.row, outcome.dealt);
  return answerAgain(deps, session, outcome.earlier, bets);
}

/** One hand of baccarat with up to five bets, dealt from the session's shoe and settled at once. */
export function deal(deps: Deps, session: GameSession, input: DealInput): Promise<DealAnswer> {
  requireBaccarat(session);
  const bets = betsOf(input);
  return session.demo
    ? demoDeal(deps, session, bets, input.requestId)
    : moneyDeal(deps, session, bets, input.requestId);
}

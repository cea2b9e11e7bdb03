import { fairStream, jackpotDraw, playRound } from '@platform/house-engine';
import {
  ApiError,
  type CallResponse,
  formatMoney,
  type studioSpinCall,
} from '@platform/shared-contracts/server';
import { repeatTask } from '../../background/repeat-task';
import type { Deps } from '../../deps';
import { awardJackpot, contributionOf, type JackpotRound, jackpotTermsOf } from '../jackpot/jackpot-service';
import { type DecidedBet, type FundedPool, playDecidedRound } from './decided-round-service';
import { type GameSession, gameSessionOf } from './game-session';
import { minorOf, roundView, stepsView } from './round-view';
import type { FairState } from './seed-service';
import { HOUSE_VENDOR, type SlotStudioGame as StudioGame, studioSlot } from './studio-games';
import { nodeHmacSha256 } from './studio-hmac';
import {
  clearJackpotDue,
  findJackpotDueRounds,
  findPair,
  gameSessionById,
  type RoundRow,
} from './studio-store';

export type SpinAnswer = CallResponse<typeof studioSpinCall>;

/** The jackpot's view of a money round. */
function jackpotRoundOf(session: GameSession, round: RoundRow, memberId: number): JackpotRound {
  return {
    vendor: HOUSE_VENDOR,
    roundId: round.round_id,
    gameCode: round.game_code,
    merchantCode: session.merchantCode,
    currency: session.currency,
    memberId,
    stake: minorOf(round.stake),
  };
}

/** Whether a money round's jackpot draw (its own label of the round's seeds, decision 108) hits. */
function jackpotHit(deps: Deps, row: RoundRow, serverSeed: string): boolean {
  const terms = jackpotTermsOf(deps.db, row.game_code);
  if (!terms) return false;
  return jackpotDraw(
    { serverSeed, clientSeed: row.client_seed, nonce: row.nonce },
    minorOf(row.stake),
    terms,
    nodeHmacSha256,
  ).hit;
}

/** Pays a round whose draw hit the pool (once: a retry is answered the same amount), then clears what it was owed. */
async function payJackpot(
  deps: Deps,
  session: GameSession,
  row: RoundRow,
  memberId: number,
): Promise<bigint> {
  const amount = await awardJackpot(deps, jackpotRoundOf(session, row, memberId), session.wallet);
  await clearJackpotDue(deps.db, row.round_id);
  return amount;
}

/**
 * The round's jackpot: when its draw hit, the pool paid once (a retried request draws the same and is answered the
 * same amount). Null when the round did not win the jackpot. `hit` is the draw when the caller made it already (a new
 * spin draws once, to mark the round); null draws it from the round's seeds.
 */
async function jackpotOf(
  deps: Deps,
  session: GameSession,
  row: RoundRow,
  hit: boolean | null,
): Promise<bigint | null> {
  if (!jackpotTermsOf(deps.db, row.game_code)) return null;
  if (row.state !== 'SETTLED' || session.memberId === null || session.demo) return null;
  if (hit === null) {
    const seed = (await findPair(deps.db, row.seed_pair_id))?.server_seed;
    if (!seed) throw new ApiError('SYSTEM_ERROR');
    if (!jackpotHit(deps, row, seed)) return null;
  } else if (!hit) return null;
  return payJackpot(deps, session, row, session.memberId);
}

/** How many owed jackpots one sweep pays at most. */
const AWARD_SWEEP_BATCH = 20;

/**
 * Pays the jackpots rounds were owed when the server stopped between settling them and paying the pool (decision
 * 117): each round's draw is checked again from its seeds before it is paid. Answers how many were paid.
 */
export async function sweepJackpotAwards(deps: Deps): Promise<number> {
  let paid = 0;
  for (const row of await findJackpotDueRounds(deps.db, AWARD_SWEEP_BATCH)) {
    const stored = await gameSessionById(deps.db, row.game_session_id);
    const pair = await findPair(deps.db, row.seed_pair_id);
    if (!stored || stored.member_id === null || !pair) continue;
    if (!jackpotHit(deps, row, pair.server_seed)) {
      await clearJackpotDue(deps.db, row.round_id);
      continue;
    }
    await payJackpot(deps, gameSessionOf(stored), row, stored.member_id);
    paid += 1;
  }
  return paid;
}

/** Sweeps owed jackpots every AWARD_SWEEP_MS; the answer stops it and waits for a sweep in flight. */
export function startJackpotAwardSweep(deps: Deps, onError: (error: unknown) => void): () => Promise<void> {
  return repeatTask(() => sweepJackpotAwards(deps), AWARD_SWEEP_MS, onError);
}

const AWARD_SWEEP_MS = 30_000;

function gameOf(session: GameSession): StudioGame {
  const game = studioSlot(session.gameCode);
  if (!game) throw new ApiError('NOT_FOUND');
  return game;
}

function stakeOf(game: StudioGame, betLevel: number): bigint {
  const stake = game.paytable.betLevels[betLevel];
  if (stake === undefined) {
    throw new ApiError('BAD_REQUEST', {
      message: 'betLevel is not one of the game bet levels',
      details: [{ field: 'betLevel', reason: 'unknown bet level' }],
    });
  }
  return BigInt(stake);
}

function answerOf(row: RoundRow, fair: FairState, jackpotWin: bigint | null = null): SpinAnswer {
  const round = roundView(row);
  if (jackpotWin === null) return { round, balance: round.balanceAfter, fair, freeSpinsLeft: 0 };
  // The jackpot is paid into the same wallet right after the round: the balance shown includes it.
  const balance = formatMoney(minorOf(row.balance_after ?? 0) + jackpotWin);
  // Free spins are played inside their round, so none are ever left over between calls.
  return { round: { ...round, jackpotWin: formatMoney(jackpotWin) }, balance, fair, freeSpinsLeft: 0 };
}

/** The slot's jackpot: a share of each money spin's stake, and a draw of its own from the spin's seeds. */
function slotPool(deps: Deps, session: GameSession): FundedPool {
  return {
    async contribution(round) {
      if (session.memberId === null) return null;
      const posting = await contributionOf(deps, jackpotRoundOf(session, round, session.memberId));
      return posting ? { posting, currency: session.currency } : null;
    },
    hits: (round, serverSeed) => jackpotHit(deps, round, serverSeed),
  };
}

/** A spin at a bet level: the engine's round of the game's reels and paytable, funding the game's jackpot. */
function slotBet(deps: Deps, session: GameSession, game: StudioGame, betLevel: number): DecidedBet {
  const stake = stakeOf(game, betLevel);
  return {
    paytableId: game.paytable.id,
    betLevel,
    stake,
    outcome(seeds) {
      const outcome = playRound(fairStream(seeds, nodeHmacSha256), game.paytable, stake);
      return { totalWin: outcome.totalWin, steps: stepsView(outcome) };
    },
    pool: slotPool(deps, session),
  };
}

/**
 * A spin, played as every round decided at the bet is (decided-round-service: the nonce taken and the round stored
 * PENDING, the wallet settling bet and win in one step, the same request id answering the same round), then the
 * jackpot paid when the spin's draw hit.
 */
export async function spin(
  deps: Deps,
  session: GameSession,
  input: { betLevel: number; requestId: string },
): Promise<SpinAnswer> {
  const bet = slotBet(deps, session, gameOf(session), input.betLevel);
  const { row, fair, poolHit } = await playDecidedRound(deps, session, bet, input.requestId);
  return answerOf(row, fair, await jackpotOf(deps, session, row, poolHit));
}

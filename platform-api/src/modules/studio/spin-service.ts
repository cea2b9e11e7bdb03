import { fairStream, playRound } from '@platform/house-engine';
import { ApiError, type CallResponse, type studioSpinCall } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { type DecidedBet, playDecidedRound } from './decided-round-service';
import type { GameSession } from './game-session';
import { roundView, stepsView } from './round-view';
import { type SlotStudioGame as StudioGame, studioSlot } from './studio-games';
import { nodeHmacSha256 } from './studio-hmac';

export type SpinAnswer = CallResponse<typeof studioSpinCall>;

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

/** A paid spin at a bet level: the paid spin and every free spin it awards, from the round's seeds (decision 047). */
function spinBet(game: StudioGame, betLevel: number): DecidedBet {
  const stake = stakeOf(game, betLevel);
  return {
    paytableId: game.paytable.id,
    betLevel,
    stake,
    outcome(seeds) {
      const outcome = playRound(fairStream(seeds, nodeHmacSha256), game.paytable, stake);
      return { totalWin: outcome.totalWin, steps: stepsView(outcome) };
    },
  };
}

/**
 * A paid spin, settled through the seamless wallet (or on play money) as a round decided at the bet. The same request
 * id answers the same round.
 */
export async function spin(
  deps: Deps,
  session: GameSession,
  input: { betLevel: number; requestId: string },
): Promise<SpinAnswer> {
  const { row, fair } = await playDecidedRound(
    deps,
    session,
    spinBet(gameOf(session), input.betLevel),
    input.requestId,
  );
  // Free spins are played inside their round, so none are ever left over between calls.
  return { round: roundView(row), balance: roundView(row).balanceAfter, fair, freeSpinsLeft: 0 };
}

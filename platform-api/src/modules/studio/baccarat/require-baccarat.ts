import { ApiError } from '@platform/shared-contracts/server';
import type { GameSession } from '../game-session';
import { studioGame, type TableStudioGame } from '../studio-games';

/** The baccarat game of a game session; NOT_FOUND when the session plays another game. */
export function requireBaccarat(session: GameSession): TableStudioGame {
  const game = studioGame(session.gameCode);
  if (game?.kind !== 'baccarat') throw new ApiError('NOT_FOUND');
  return game;
}

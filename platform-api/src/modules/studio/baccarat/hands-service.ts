import type { Deps } from '../../../deps';
import type { GameSession } from '../game-session';
import { RECALL_ROUNDS } from '../recall-service';
import { recentRounds } from '../studio-store';
import { type HandView, handView } from './hand-view';
import { requireBaccarat } from './require-baccarat';

/** Game recall: the newest settled hands with their cards (money or play money, as the session plays). */
export async function recentHands(deps: Deps, session: GameSession): Promise<{ hands: HandView[] }> {
  requireBaccarat(session);
  const owner =
    session.memberId === null
      ? { gameSessionId: session.id }
      : { memberId: session.memberId, gameCode: session.gameCode, demo: session.demo };
  const rows = await recentRounds(deps.db, owner, RECALL_ROUNDS);
  return { hands: rows.map(handView) };
}

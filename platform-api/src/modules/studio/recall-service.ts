import { ENGINE_VERSION } from '@platform/house-engine';
import {
  ApiError,
  type CallResponse,
  formatMoney,
  type studioVerifyInfoCall,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { jackpotWinsOfRounds, publishedJackpotTerms } from '../jackpot/jackpot-service';
import type { GameSession } from './game-session';
import { paytableView } from './launch-service';
import { roundView, type SlotRoundView } from './round-view';
import { HOUSE_VENDOR, studioSlot } from './studio-games';
import { type RoundRow, recentRounds } from './studio-store';

/** Game recall: how many rounds the game shows. */
export const RECALL_ROUNDS = 10;

/** The newest settled rounds of this member's game (money or play money, as the session plays), or of a guest's session. */
export function recallRows(deps: Deps, session: GameSession): Promise<RoundRow[]> {
  const owner =
    session.memberId === null
      ? { gameSessionId: session.id }
      : { memberId: session.memberId, gameCode: session.gameCode, demo: session.demo };
  return recentRounds(deps.db, owner, RECALL_ROUNDS);
}

/** The slot's recall, with the jackpot each round won; every other game answers its rounds through its own call. */
export async function recall(deps: Deps, session: GameSession): Promise<{ rounds: SlotRoundView[] }> {
  if (!studioSlot(session.gameCode)) throw new ApiError('NOT_FOUND');
  const rows = await recallRows(deps, session);
  const jackpots = session.demo
    ? new Map<string, bigint>()
    : await jackpotWinsOfRounds(
        deps.db,
        HOUSE_VENDOR,
        rows.map((r) => r.round_id),
      );
  return {
    rounds: rows.map((row) => {
      const won = jackpots.get(row.round_id);
      return won === undefined ? roundView(row) : { ...roundView(row), jackpotWin: formatMoney(won) };
    }),
  };
}

/** What the public verifier needs to recompute a round of a game. */
export function verifyInfo(gameCode: string): CallResponse<typeof studioVerifyInfoCall> {
  const game = studioSlot(gameCode);
  if (!game) throw new ApiError('NOT_FOUND');
  const jackpot = publishedJackpotTerms(gameCode);
  return {
    paytable: paytableView(game),
    engineVersion: ENGINE_VERSION,
    rtp: game.rtp,
    ...(jackpot ? { jackpot: { oddsPerMinorUnit: jackpot.oddsPerMinorUnit } } : {}),
  };
}

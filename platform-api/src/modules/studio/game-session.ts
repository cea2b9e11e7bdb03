import { ApiError } from '@platform/shared-contracts/server';
import { createBatchedLookup, perDatabase } from '../../db/batch-queue';
import type { Database } from '../../db/database';
import type { Deps } from '../../deps';
import { findGameSessions, type GameSessionRow, touchGameSession } from './studio-store';

/** A game session stays open this long after its last call (the seamless wallet's vendor session idles out alike). */
export const GAME_SESSION_IDLE_MS = 30 * 60 * 1000;
/** Its expiry is moved on at most this often, so a spin does not write the session row each time. */
const TOUCH_MS = 60 * 1000;

/** The game session behind a studio call (header x-game-session). */
export interface GameSession {
  id: string;
  memberId: number | null;
  merchantCode: string;
  gameCode: string;
  currency: string;
  demo: boolean;
  wallet: string;
  vendorSessionId: string | null;
  seedPairId: string | null;
  returnUrl: string;
}

const sessionOf = (row: GameSessionRow): GameSession => ({
  id: row.id,
  memberId: row.member_id,
  merchantCode: row.merchant_code,
  gameCode: row.game_code,
  currency: row.currency,
  demo: row.demo,
  wallet: row.wallet,
  vendorSessionId: row.vendor_session_id,
  seedPairId: row.seed_pair_id,
  returnUrl: row.return_url,
});

/** Concurrent calls read their game sessions in one statement (every spin starts here). */
const sessionLookup = perDatabase((db: Database) =>
  createBatchedLookup((tokenHashes: string[]) => findGameSessions(db, tokenHashes)),
);

/** The live game session of a token, its idle expiry moved on; null when unknown or expired. */
export async function resolveGameSession(deps: Deps, tokenHash: string): Promise<GameSession | null> {
  const now = deps.now();
  const row = await sessionLookup(deps.db)(tokenHash);
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.last_seen.getTime() >= TOUCH_MS)
    await touchGameSession(deps.db, row.id, now, new Date(now.getTime() + GAME_SESSION_IDLE_MS));
  return sessionOf(row);
}

export function requireGameSession(session: GameSession | null): GameSession {
  if (!session) throw new ApiError('GAME_SESSION_EXPIRED');
  return session;
}

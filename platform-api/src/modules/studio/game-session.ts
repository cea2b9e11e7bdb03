import { ApiError } from '@platform/shared-contracts/server';
import { LRUCache } from 'lru-cache';
import { createBatchedLookup, perDatabase } from '../../db/batch-queue';
import type { Database, Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { endsWith, type PlayEnding } from '../seamless-wallet/seamless-wallet';
import {
  endMemberGameSessions,
  findGameSessions,
  type GameSessionRow,
  touchGameSession,
} from './studio-store';

/** A game session stays open this long after its last call (the seamless wallet's vendor session idles out alike). */
export const GAME_SESSION_IDLE_MS = 30 * 60 * 1000;
/** Its expiry is moved on at most this often, so a spin does not write the session row each time. */
const TOUCH_MS = 60 * 1000;

/** The idle expiry a session gets now: GAME_SESSION_IDLE_MS on, but never past the end of the login it is under. */
export function idleExpiry(now: Date, endsBy: Date | null): Date {
  const idle = now.getTime() + GAME_SESSION_IDLE_MS;
  return new Date(endsBy ? Math.min(idle, endsBy.getTime()) : idle);
}

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

/** A game session as its stored row has it. */
export const gameSessionOf = (row: GameSessionRow): GameSession => ({
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

/** How long a member's game session as read is used before it is read again (every spin starts here). */
const RECENT_MS = 60 * 1000;

/**
 * A member's game session rows as last read (decision 075). Nothing of such a row changes after it is opened but its
 * idle expiry, which only moves later: a copy judged expired is read again, so a copy never ends a live session nor
 * keeps an ended one. A guest's row is never kept (a seed rotation changes its pair).
 */
const recentSessions = perDatabase(
  (_db: Database) => new LRUCache<string, GameSessionRow>({ max: 10_000, ttl: RECENT_MS }),
);

/** The live game session of a token, its idle expiry moved on; null when unknown or expired. */
export async function resolveGameSession(deps: Deps, tokenHash: string): Promise<GameSession | null> {
  const now = deps.now();
  const recent = recentSessions(deps.db);
  const copy = recent.get(tokenHash);
  let row =
    copy && copy.expires_at.getTime() > now.getTime() ? copy : await sessionLookup(deps.db)(tokenHash);
  if (!row || row.expires_at.getTime() <= now.getTime()) {
    recent.delete(tokenHash);
    return null;
  }
  const read = row !== copy;
  const touch = now.getTime() - row.last_seen.getTime() >= TOUCH_MS;
  if (touch) {
    const expiresAt = idleExpiry(now, row.ends_by && new Date(row.ends_by));
    await touchGameSession(deps.db, row.id, now, expiresAt);
    row = { ...row, last_seen: now, expires_at: expiresAt };
  }
  // A touched copy keeps the age of its read.
  if (row.member_id !== null && (read || touch)) recent.set(tokenHash, row, { noUpdateTTL: !read });
  return gameSessionOf(row);
}

export function requireGameSession(session: GameSession | null): GameSession {
  if (!session) throw new ApiError('GAME_SESSION_EXPIRED');
  return session;
}

/**
 * Ends a member's game sessions with their logins, but those of the login `keepSessionId` (decision 194), and drops
 * this copy's kept rows of them; another server copy may use its kept row for up to RECENT_MS.
 */
export async function endGameSessions(deps: Deps, tx: Queryable, ending: PlayEnding): Promise<void> {
  await endMemberGameSessions(tx, ending.memberId, ending.keepSessionId, ending.now);
  const recent = recentSessions(deps.db);
  for (const [tokenHash, row] of recent.entries()) {
    if (endsWith(ending, row.member_id, row.member_session_id)) recent.delete(tokenHash);
  }
}

import { randomBytes } from 'node:crypto';
import { bytesToSeed, hashServerSeed } from '@platform/house-engine';
import { ApiError } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { GameSession } from './game-session';
import {
  findLiveMemberPair,
  findPair,
  gameSessionById,
  insertPair,
  revealPair,
  type SeedPairRow,
  setClientSeed,
  setGuestPair,
} from './studio-store';

export interface FairState {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export const fairStateOf = (pair: SeedPairRow): FairState => ({
  serverSeedHash: pair.server_seed_hash,
  clientSeed: pair.client_seed,
  nonce: pair.nonce,
});

/** A new server seed: 32 random bytes from the operating system, hex. */
function newServerSeed(): { serverSeed: string; serverSeedHash: string } {
  const serverSeed = bytesToSeed(randomBytes(32));
  return { serverSeed, serverSeedHash: hashServerSeed(serverSeed) };
}

/** The client seed a pair starts with until the player sets one. */
const defaultClientSeed = () => randomBytes(12).toString('base64url');

/** A guest's own pair, made for its game session. */
export async function newGuestPair(
  db: Queryable,
  gameCode: string,
  now: Date,
  clientSeed: string = defaultClientSeed(),
): Promise<SeedPairRow> {
  const pair = await insertPair(db, {
    memberId: null,
    gameCode,
    ...newServerSeed(),
    clientSeed,
    createdAt: now,
  });
  if (!pair) throw new Error('a guest pair could not be made');
  return pair;
}

/** The member's live pair for a game, made on first play. */
export async function memberPair(
  db: Queryable,
  memberId: number,
  gameCode: string,
  now: Date,
  clientSeed: string = defaultClientSeed(),
): Promise<SeedPairRow> {
  const live = await findLiveMemberPair(db, memberId, gameCode);
  if (live) return live;
  const made = await insertPair(db, { memberId, gameCode, ...newServerSeed(), clientSeed, createdAt: now });
  const pair = made ?? (await findLiveMemberPair(db, memberId, gameCode));
  if (!pair) throw new Error('no live seed pair');
  return pair;
}

/** The live pair a game session plays with: the member's for the game, or the guest session's own. */
export async function livePair(deps: Deps, session: GameSession): Promise<SeedPairRow> {
  if (session.memberId !== null) return memberPair(deps.db, session.memberId, session.gameCode, deps.now());
  const pair = session.seedPairId ? await findPair(deps.db, session.seedPairId) : undefined;
  if (!pair) throw new ApiError('GAME_SESSION_EXPIRED');
  return pair;
}

export async function seeds(deps: Deps, session: GameSession): Promise<FairState> {
  return fairStateOf(await livePair(deps, session));
}

/** The player's own client seed, used from the next round on. */
export async function chooseClientSeed(
  deps: Deps,
  session: GameSession,
  clientSeed: string,
): Promise<FairState> {
  const pair = await livePair(deps, session);
  await setClientSeed(deps.db, pair.id, clientSeed);
  return { ...fairStateOf(pair), clientSeed };
}

export interface Rotation {
  revealed: { serverSeed: string; serverSeedHash: string; clientSeed: string; lastNonce: number };
  next: FairState;
}

/**
 * Reveals the live pair's server seed and starts a new pair (new server seed, the same client seed, nonce 0). The
 * old pair is locked first, so a spin either took its nonce before or takes one of the new pair after.
 */
export async function rotateSeed(deps: Deps, session: GameSession): Promise<Rotation> {
  for (let attempt = 0; ; attempt += 1) {
    const rotation = await rotateOnce(deps, session);
    // Another rotation revealed the pair first: rotate the pair it made (the player asked for a reveal).
    if (rotation || attempt === 2) return rotation ?? Promise.reject(new ApiError('SYSTEM_ERROR'));
  }
}

async function rotateOnce(deps: Deps, session: GameSession): Promise<Rotation | null> {
  const current = await livePair(deps, await refreshed(deps, session));
  return deps.db.transaction(async (tx) => {
    // A guest's demo spin locks its session row, then the pair: the same order here, so the two never deadlock.
    if (session.memberId === null) await gameSessionById(tx, session.id, true);
    const locked = await findPair(tx, current.id, true);
    if (!locked || locked.revealed_at) return null;
    const now = deps.now();
    await revealPair(tx, locked.id, now);
    const next =
      session.memberId === null
        ? await newGuestPair(tx, session.gameCode, now, locked.client_seed)
        : await memberPair(tx, session.memberId, session.gameCode, now, locked.client_seed);
    if (session.memberId === null) await setGuestPair(tx, session.id, next.id);
    return {
      revealed: {
        serverSeed: locked.server_seed,
        serverSeedHash: locked.server_seed_hash,
        clientSeed: locked.client_seed,
        lastNonce: locked.nonce - 1,
      },
      next: fairStateOf(next),
    };
  });
}

/** A guest session's pair changes on rotation: read it again rather than trust the request's copy. */
async function refreshed(deps: Deps, session: GameSession): Promise<GameSession> {
  if (session.memberId !== null) return session;
  const row = await gameSessionById(deps.db, session.id);
  return row ? { ...session, seedPairId: row.seed_pair_id } : session;
}

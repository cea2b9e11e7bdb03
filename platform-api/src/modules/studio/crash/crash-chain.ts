import { createHash, randomBytes } from 'node:crypto';
import { chainSeedForRound } from '@platform/house-engine';
import type { Queryable } from '../../../db/database';
import { CHAIN_LENGTH, CHECKPOINT_EVERY } from './crash-game';
import { type ChainRow, checkpointBelow, findChain, insertChain } from './crash-store';

// The game's hash chain (decision 106): made once, its terminal hash published before round 1.

/** SHA-256 of a seed's hex text, as house-engine's hashServerSeed (node:crypto: a million of them in about a second). */
const hashSeed = (seed: string) => createHash('sha256').update(seed).digest('hex');

/** The game's chain, made now when it has none. */
export async function ensureChain(
  db: Queryable,
  gameCode: string,
  now: Date,
  length = CHAIN_LENGTH,
): Promise<ChainRow> {
  const existing = await findChain(db, gameCode);
  if (existing) return existing;
  const rootSeed = randomBytes(32).toString('hex');
  const checkpoints: { index: number; seed: string }[] = [];
  let seed = rootSeed;
  for (let index = 0; index < length; index += 1) {
    if (index % CHECKPOINT_EVERY === 0) checkpoints.push({ index, seed });
    if (index < length - 1) seed = hashSeed(seed);
  }
  return insertChain(
    db,
    {
      game_code: gameCode,
      length,
      root_seed: rootSeed,
      terminal_hash: hashSeed(seed),
      salt: randomBytes(16).toString('hex'),
    },
    checkpoints,
    now,
  );
}

/** The seed round `roundNumber` plays (fewer than CHECKPOINT_EVERY hashes from the nearest checkpoint). */
export async function seedOfRound(db: Queryable, chain: ChainRow, roundNumber: number): Promise<string> {
  if (roundNumber > chain.length) throw new Error(`the crash chain of ${chain.game_code} is used up`);
  const from = await checkpointBelow(db, chain.id, chain.length - roundNumber);
  return chainSeedForRound(from, chain.length, roundNumber);
}

export { hashSeed };

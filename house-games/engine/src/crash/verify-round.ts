import { SERVER_SEED_PATTERN } from '../fair/seeds';
import type { HmacSha256 } from '../fair/stream';
import { crashPointFromSeed } from './crash-point';
import { formatMultiplier } from './growth';
import { followsInChain } from './hash-chain';

export interface CrashRoundToVerify {
  /** The revealed seed of the round. */
  seed: string;
  /** The seed revealed the round before, or the chain's terminal hash for round 1. */
  previous: string;
  salt: string;
  /** The crash point the game showed, e.g. "2.35". */
  crashPoint: string;
}

export interface CrashVerification {
  ok: boolean;
  /** What does not match, in plain words (empty when ok). */
  mismatches: string[];
  /** The crash point recomputed from the seed. */
  crashPoint: string;
}

/**
 * Checks a revealed crash round: its seed hashes to the previous round's seed (so it was fixed before the chain was
 * published) and the crash point recomputed from it is the one played. Runs in the browser verifier.
 */
export function verifyCrashRound(round: CrashRoundToVerify, hmac?: HmacSha256): CrashVerification {
  const mismatches: string[] = [];
  if (!SERVER_SEED_PATTERN.test(round.seed)) mismatches.push('the seed is not 64 hex characters');
  else if (!followsInChain(round.seed, round.previous))
    mismatches.push("the seed does not hash to the previous round's seed (or the chain's terminal hash)");
  const crashPoint = formatMultiplier(crashPointFromSeed(round.seed, round.salt, hmac));
  if (crashPoint !== round.crashPoint)
    mismatches.push(`the seed gives a crash point of ${crashPoint}x, the round showed ${round.crashPoint}x`);
  return { ok: mismatches.length === 0, mismatches, crashPoint };
}

import { CLIENT_SEED_PATTERN, hashServerSeed, SERVER_SEED_PATTERN } from './seeds';
import type { FairSeeds } from './stream';

/** What a player types into a verifier: the revealed seed, the hash shown before play, the client seed and nonce. */
export interface RevealedSeedInput {
  serverSeed: string;
  /** The hash shown before play, to compare with; may be empty. */
  expectedHash: string;
  clientSeed: string;
  nonce: string;
}

/** Which input cannot be what the studio gives: every verifier shows these in the page's language. */
export type RevealedSeedProblem = 'serverSeed' | 'clientSeed' | 'nonce';

export interface CheckedSeeds extends FairSeeds {
  /** SHA-256 of the revealed server seed, computed here. */
  hash: string;
  /** Whether it equals the hash shown before play; null when none was given. */
  hashMatches: boolean | null;
}

/**
 * The part every game's verifier shares: the inputs are well formed, and the revealed seed hashes to the commitment
 * shown before play. The game's own verify function then replays the round from `seeds`.
 */
export function checkRevealedSeeds(
  input: RevealedSeedInput,
): { ok: true; seeds: CheckedSeeds } | { ok: false; problem: RevealedSeedProblem } {
  const serverSeed = input.serverSeed.trim();
  const clientSeed = input.clientSeed.trim();
  const nonce = input.nonce.trim();
  if (!SERVER_SEED_PATTERN.test(serverSeed)) return { ok: false, problem: 'serverSeed' };
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) return { ok: false, problem: 'clientSeed' };
  if (!/^\d{1,12}$/.test(nonce)) return { ok: false, problem: 'nonce' };
  const hash = hashServerSeed(serverSeed);
  const expected = input.expectedHash.trim().toLowerCase();
  return {
    ok: true,
    seeds: {
      serverSeed,
      clientSeed,
      nonce: Number(nonce),
      hash,
      hashMatches: expected ? expected === hash : null,
    },
  };
}

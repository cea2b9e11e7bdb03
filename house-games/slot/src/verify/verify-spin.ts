import {
  CLIENT_SEED_PATTERN,
  hashServerSeed,
  replaySpin,
  SERVER_SEED_PATTERN,
  type SlotOutcome,
  type SlotPaytable,
} from '@platform/house-engine';
import type { TextKey } from '../i18n/texts';

export interface VerifyInput {
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The stake in minor units, as the bet level select holds it. */
  stakeMinor: string;
  /** The hash shown before play, to compare with; may be empty. */
  expectedHash: string;
}

export type VerifyResult =
  | { ok: true; hash: string; hashMatches: boolean | null; outcome: SlotOutcome }
  | { ok: false; problem: TextKey };

/**
 * Everything the verifier shows, computed here in the browser with the same engine the studio plays: the
 * SHA-256 of the revealed server seed (against the hash shown before play) and the round that seed, client seed
 * and nonce give at that stake.
 */
export function verifySpin(input: VerifyInput, paytable: SlotPaytable): VerifyResult {
  const serverSeed = input.serverSeed.trim();
  const clientSeed = input.clientSeed.trim();
  if (!SERVER_SEED_PATTERN.test(serverSeed)) return { ok: false, problem: 'verifyBadSeed' };
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) return { ok: false, problem: 'verifyClientSeedBad' };
  if (!/^\d{1,12}$/.test(input.nonce.trim())) return { ok: false, problem: 'verifyBadNonce' };
  const hash = hashServerSeed(serverSeed);
  const expected = input.expectedHash.trim().toLowerCase();
  const outcome = replaySpin({
    serverSeed,
    clientSeed,
    nonce: Number(input.nonce.trim()),
    paytable,
    stake: BigInt(input.stakeMinor),
  });
  return { ok: true, hash, hashMatches: expected ? expected === hash : null, outcome };
}

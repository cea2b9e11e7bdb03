import {
  CLIENT_SEED_PATTERN,
  hashServerSeed,
  type JackpotDraw,
  jackpotDraw,
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
  | {
      ok: true;
      hash: string;
      hashMatches: boolean | null;
      outcome: SlotOutcome;
      /** The round's jackpot draw, when the game has a jackpot. */
      jackpot: (JackpotDraw & { odds: number }) | null;
    }
  | { ok: false; problem: TextKey };

/**
 * Everything the verifier shows, computed here in the browser with the same engine the studio plays: the
 * SHA-256 of the revealed server seed (against the hash shown before play) and the round that seed, client seed
 * and nonce give at that stake.
 */
export function verifySpin(
  input: VerifyInput,
  paytable: SlotPaytable,
  jackpotOdds: number | null = null,
): VerifyResult {
  const serverSeed = input.serverSeed.trim();
  const clientSeed = input.clientSeed.trim();
  if (!SERVER_SEED_PATTERN.test(serverSeed)) return { ok: false, problem: 'verifyBadSeed' };
  if (!CLIENT_SEED_PATTERN.test(clientSeed)) return { ok: false, problem: 'verifyClientSeedBad' };
  if (!/^\d{1,12}$/.test(input.nonce.trim())) return { ok: false, problem: 'verifyBadNonce' };
  const hash = hashServerSeed(serverSeed);
  const expected = input.expectedHash.trim().toLowerCase();
  const nonce = Number(input.nonce.trim());
  const stake = BigInt(input.stakeMinor);
  const outcome = replaySpin({ serverSeed, clientSeed, nonce, paytable, stake });
  const jackpot =
    jackpotOdds === null
      ? null
      : {
          ...jackpotDraw({ serverSeed, clientSeed, nonce }, stake, {
            id: '',
            shareBasisPoints: 0,
            oddsPerMinorUnit: jackpotOdds,
          }),
          odds: jackpotOdds,
        };
  return { ok: true, hash, hashMatches: expected ? expected === hash : null, outcome, jackpot };
}

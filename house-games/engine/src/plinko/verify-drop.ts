import { hashServerSeed } from '../fair/seeds';
import type { HmacSha256 } from '../fair/stream';
import { minorToMoney } from '../slot/verify-round';
import { type PlinkoOutcome, replayDrop } from './engine';
import { multiplierText, type PlinkoRisk } from './tables';

/** A stored drop as the studio shows it (money as decimal strings in major units, two decimals). */
export interface DropToVerify {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  rows: number;
  risk: PlinkoRisk;
  stake: string;
  totalWin: string;
  path: string;
  bucket: number;
  /** "5.58" */
  multiplier: string;
}

export interface DropVerification {
  ok: boolean;
  /** What does not match, in plain words (empty when ok). */
  mismatches: string[];
  replayed: PlinkoOutcome;
}

function moneyToMinor(text: string): bigint {
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${text}`);
  return BigInt(match[1]!) * 100n + BigInt(match[2]!);
}

/**
 * Recomputes a revealed drop and compares it with what the studio stored: the seed matches its commitment, and the
 * path, bucket, multiplier and win are the same.
 */
export function verifyDrop(drop: DropToVerify, hmac?: HmacSha256): DropVerification {
  const mismatches: string[] = [];
  if (hashServerSeed(drop.serverSeed) !== drop.serverSeedHash)
    mismatches.push('the server seed does not hash to the commitment shown before play');
  const replayed = replayDrop({
    serverSeed: drop.serverSeed,
    clientSeed: drop.clientSeed,
    nonce: drop.nonce,
    rows: drop.rows,
    risk: drop.risk,
    stake: moneyToMinor(drop.stake),
    ...(hmac ? { hmac } : {}),
  });
  if (replayed.path !== drop.path) mismatches.push(`path ${replayed.path} recomputed, ${drop.path} stored`);
  if (replayed.bucket !== drop.bucket)
    mismatches.push(`bucket ${replayed.bucket} recomputed, ${drop.bucket} stored`);
  if (multiplierText(replayed.multiplier) !== drop.multiplier)
    mismatches.push(
      `multiplier ${multiplierText(replayed.multiplier)} recomputed, ${drop.multiplier} stored`,
    );
  if (minorToMoney(replayed.win) !== drop.totalWin)
    mismatches.push(`win ${minorToMoney(replayed.win)} recomputed, ${drop.totalWin} stored`);
  return { ok: mismatches.length === 0, mismatches, replayed };
}

import { hashServerSeed } from '../fair/seeds';
import type { HmacSha256 } from '../fair/stream';
import { minorToMoney } from '../slot/verify-round';
import { minesLayoutOf } from './round';
import { minesPayout } from './rules';

/** A finished mines round as the studio shows it (money as decimal strings, two decimals). */
export interface MinesRoundToVerify {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  mineCount: number;
  /** The mine tiles the studio showed when the round ended. */
  mines: readonly number[];
  /** Tiles opened in order. */
  reveals: readonly number[];
  stake: string;
  payout: string;
}

export interface MinesVerification {
  ok: boolean;
  /** What does not match, in plain words (empty when ok). */
  mismatches: string[];
  /** The layout the seeds give, in the order drawn. */
  layout: number[];
  /** What the reveals pay on that layout. */
  payout: string;
}

function moneyToMinor(text: string): bigint {
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${text}`);
  return BigInt(match[1]!) * 100n + BigInt(match[2]!);
}

const sorted = (tiles: readonly number[]) => [...tiles].sort((a, b) => a - b).join(',');

/**
 * Recomputes a revealed round: the seed matches its commitment, the seeds give the mines the studio showed, and
 * the tiles opened pay what was paid (nothing when one of them is a mine).
 */
export function verifyMinesRound(round: MinesRoundToVerify, hmac?: HmacSha256): MinesVerification {
  const mismatches: string[] = [];
  if (hashServerSeed(round.serverSeed) !== round.serverSeedHash)
    mismatches.push('the server seed does not hash to the commitment shown before play');
  const layout = minesLayoutOf(
    { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce },
    round.mineCount,
    hmac,
  );
  if (sorted(layout) !== sorted(round.mines))
    mismatches.push(`mines ${sorted(layout)} recomputed, ${sorted(round.mines)} shown`);
  const hitMine = round.reveals.some((tile) => layout.includes(tile));
  const payout =
    hitMine || round.reveals.length === 0
      ? 0n
      : minesPayout(moneyToMinor(round.stake), round.mineCount, round.reveals.length);
  if (minorToMoney(payout) !== round.payout)
    mismatches.push(`payout ${minorToMoney(payout)} recomputed, ${round.payout} paid`);
  return { ok: mismatches.length === 0, mismatches, layout, payout: minorToMoney(payout) };
}

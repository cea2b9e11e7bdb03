import { hashServerSeed } from '../fair/seeds';
import type { HmacSha256 } from '../fair/stream';
import { replaySpin, type SlotOutcome } from './engine';
import type { SlotPaytable } from './paytable-types';

/** A stored round as the studio shows it (money as decimal strings in major units, two decimals). */
export interface RoundToVerify {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  stake: string;
  totalWin: string;
  steps: readonly {
    stops: readonly number[];
    wins: readonly { line: number; symbol: string; count: number; amount: string }[];
    scatterWin: string;
  }[];
}

export interface Verification {
  ok: boolean;
  /** What does not match, in plain words (empty when ok). */
  mismatches: string[];
  replayed: SlotOutcome;
}

/** Minor units as the studio writes money: "12.34". */
export function minorToMoney(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

function moneyToMinor(text: string): bigint {
  const match = /^(\d+)\.(\d{2})$/.exec(text);
  if (!match) throw new RangeError(`not an amount: ${text}`);
  return BigInt(match[1]!) * 100n + BigInt(match[2]!);
}

/**
 * Recomputes a revealed round and compares it with what the studio stored: the seed matches its commitment, and
 * every step's stops, line wins and scatter win and the total are the same. The verifier page shows the result.
 */
export function verifyRound(round: RoundToVerify, paytable: SlotPaytable, hmac?: HmacSha256): Verification {
  const mismatches: string[] = [];
  if (hashServerSeed(round.serverSeed) !== round.serverSeedHash)
    mismatches.push('the server seed does not hash to the commitment shown before play');
  const replayed = replaySpin({
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    paytable,
    stake: moneyToMinor(round.stake),
    ...(hmac ? { hmac } : {}),
  });
  if (replayed.steps.length !== round.steps.length)
    mismatches.push(`${replayed.steps.length} steps recomputed, ${round.steps.length} stored`);
  replayed.steps.forEach((step, index) => {
    const stored = round.steps[index];
    if (!stored) return;
    if (step.stops.join(',') !== stored.stops.join(','))
      mismatches.push(
        `step ${index + 1}: stops ${step.stops.join(',')} recomputed, ${stored.stops.join(',')} stored`,
      );
    const wins = (list: readonly { line: number; symbol: string; count: number; amount: string }[]) =>
      list.map((w) => `${w.line}:${w.symbol}x${w.count}=${w.amount}`).join(' ');
    const recomputedWins = wins(step.wins.map((w) => ({ ...w, amount: minorToMoney(w.amount) })));
    if (recomputedWins !== wins(stored.wins))
      mismatches.push(`step ${index + 1}: line wins ${recomputedWins || 'none'} recomputed`);
    if (minorToMoney(step.scatterWin) !== stored.scatterWin)
      mismatches.push(`step ${index + 1}: scatter win ${minorToMoney(step.scatterWin)} recomputed`);
  });
  if (minorToMoney(replayed.totalWin) !== round.totalWin)
    mismatches.push(`total win ${minorToMoney(replayed.totalWin)} recomputed, ${round.totalWin} stored`);
  return { ok: mismatches.length === 0, mismatches, replayed };
}

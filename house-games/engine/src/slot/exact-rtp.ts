import { evaluateLine, reelWindow } from './evaluate';
import type { SlotPaytable } from './paytable-types';

/**
 * Sums over every stop combination of one paid spin (no multiplier), counted exactly:
 * `combinations` = product of strip lengths; `basePay` = total of line and scatter pays in line bets;
 * `freeSpins` = total free spins awarded.
 */
export interface SpinTotals {
  combinations: bigint;
  basePay: bigint;
  freeSpins: bigint;
}

export interface Fraction {
  numerator: bigint;
  denominator: bigint;
}

export interface ExactRtp {
  /** Return to player as an exact fraction of the stake. */
  rtp: Fraction;
  /** The RTP in percent, two decimals, rounded half up: the published figure. */
  percent: string;
  totals: SpinTotals;
  /** What the paid spin alone returns, per stake. */
  baseReturn: Fraction;
  /** Expected free spins per paid round, retriggers included. */
  freeSpinsPerRound: Fraction;
}

function symbolCounts(strip: readonly string[]): [string, bigint][] {
  const counts = new Map<string, bigint>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0n) + 1n);
  return [...counts];
}

/**
 * Sum of one payline's pay over every stop combination. A stop is uniform, so each row of a reel shows each
 * symbol as often as the strip holds it, and reels are independent: the sum runs over symbol tuples weighted
 * by the product of their counts instead of over every stop combination (decision 049).
 */
function lineTotal(paytable: SlotPaytable): bigint {
  const reels = paytable.strips.map(symbolCounts);
  const symbols: string[] = [];
  let total = 0n;
  const walk = (reel: number, weight: bigint) => {
    if (reel === reels.length) {
      const pay = evaluateLine(symbols, paytable);
      if (pay) total += weight * BigInt(pay.pay);
      return;
    }
    for (const [symbol, count] of reels[reel]!) {
      symbols.push(symbol);
      walk(reel + 1, weight * count);
      symbols.pop();
    }
  };
  walk(0, 1n);
  return total;
}

/** ways[k]: stop combinations showing k scatters in the whole window. */
function scatterWays(paytable: SlotPaytable): bigint[] {
  let ways = [1n];
  for (const strip of paytable.strips) {
    const perReel: bigint[] = [];
    for (let stop = 0; stop < strip.length; stop += 1) {
      const shown = reelWindow(strip, stop, paytable.rows).filter((s) => s === paytable.scatter).length;
      perReel[shown] = (perReel[shown] ?? 0n) + 1n;
    }
    const next: bigint[] = [];
    ways.forEach((before, k) => {
      perReel.forEach((count, shown) => {
        next[k + shown] = (next[k + shown] ?? 0n) + before * (count ?? 0n);
      });
    });
    ways = next.map((w) => w ?? 0n);
  }
  return ways;
}

export function spinTotals(paytable: SlotPaytable): SpinTotals {
  const lines = BigInt(paytable.lines.length);
  const combinations = paytable.strips.reduce((product, strip) => product * BigInt(strip.length), 1n);
  let basePay = lines * lineTotal(paytable);
  let freeSpins = 0n;
  scatterWays(paytable).forEach((ways, k) => {
    basePay += ways * lines * BigInt(paytable.scatterPays[k] ?? 0);
    freeSpins += ways * BigInt(paytable.freeSpinAwards[k] ?? 0);
  });
  return { combinations, basePay, freeSpins };
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(numerator: bigint, denominator: bigint): Fraction {
  const divisor = gcd(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** A fraction as a percentage with two decimals, rounded half up. */
export function percentText(fraction: Fraction): string {
  const hundredths = (fraction.numerator * 20_000n + fraction.denominator) / (2n * fraction.denominator);
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}

/**
 * RTP from one spin's totals. With N combinations, base pay B (line bets), awarded free spins A and multiplier m:
 * a paid spin returns B / (N * lines) per stake and awards a = A / N free spins on average; each free spin is an
 * independent spin on the same strips that returns m times as much and awards a again, so a round holds
 * a + a^2 + ... = a / (1 - a) free spins and RTP = B/(N*lines) * (1 + m * a / (1 - a)), which needs a < 1.
 */
export function rtpFromTotals(paytable: SlotPaytable, totals: SpinTotals): ExactRtp {
  const { combinations: n, basePay, freeSpins } = totals;
  if (freeSpins >= n) throw new RangeError('free spins award one or more per spin on average: no finite RTP');
  const lines = BigInt(paytable.lines.length);
  const m = BigInt(paytable.freeSpinMultiplier);
  const rtp = reduced(basePay * (n - freeSpins + m * freeSpins), n * lines * (n - freeSpins));
  return {
    rtp,
    percent: percentText(rtp),
    totals,
    baseReturn: reduced(basePay, n * lines),
    freeSpinsPerRound: reduced(freeSpins, n - freeSpins),
  };
}

/** The exact return to player of a paytable, from every stop combination (counted, not sampled). */
export function exactRtp(paytable: SlotPaytable): ExactRtp {
  return rtpFromTotals(paytable, spinTotals(paytable));
}

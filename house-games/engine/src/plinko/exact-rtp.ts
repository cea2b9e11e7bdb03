import { type Fraction, percentText } from '../slot/exact-rtp';
import type { PlinkoTable } from './tables';

/** C(n, k): how many of the 2^n equally likely paths of n rows end in bucket k. */
export function pathsTo(rows: number, bucket: number): bigint {
  if (bucket < 0 || bucket > rows) return 0n;
  let ways = 1n;
  for (let i = 0; i < bucket; i += 1) ways = (ways * BigInt(rows - i)) / BigInt(i + 1);
  return ways;
}

/** Each bucket's exact probability C(n, k) / 2^n, as a number (for chi-square expectations). */
export function bucketProbabilities(rows: number): number[] {
  const paths = 2 ** rows;
  return Array.from({ length: rows + 1 }, (_, k) => Number(pathsTo(rows, k)) / paths);
}

/** The exact RTP of a board: sum over buckets of C(n, k) / 2^n x multiplier (hundredths / 100). */
export function plinkoExactRtp(table: PlinkoTable): { rtp: Fraction; percent: string } {
  const numerator = table.multipliers.reduce(
    (sum, multiplier, bucket) => sum + pathsTo(table.rows, bucket) * BigInt(multiplier),
    0n,
  );
  const rtp = { numerator, denominator: 100n * 2n ** BigInt(table.rows) };
  return { rtp, percent: percentText(rtp) };
}

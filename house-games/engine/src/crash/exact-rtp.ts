import { CRASH_K_RANGE, CRASH_MAX_CENTS, CRASH_RTP_NUMERATOR } from './crash-point';

/**
 * P(crash point >= x) exactly, as numerator over 2^52: the number of k in [0, 2^52) whose crash point is at least x
 * (in hundredths). For x <= 100 every round qualifies; for 101 <= x <= the maximum it is floor(99 * 2^52 / x)
 * (closed form from crashPointOfK: floor(99 * 2^52 / (k + 1)) >= x  <=>  k + 1 <= 99 * 2^52 / x).
 */
export function survivalCount(cents: number): bigint {
  if (cents <= 100) return CRASH_K_RANGE;
  if (cents > CRASH_MAX_CENTS) return 0n;
  return (CRASH_RTP_NUMERATOR * CRASH_K_RANGE) / BigInt(cents);
}

/** The exact RTP (a fraction) of a bet with an automatic cash-out at `cents`: x * P(crash point >= x). */
export function crashExactRtp(cents: number): number {
  // Fifteen decimals: the division is exact to a double's precision.
  const scaled = (BigInt(cents) * survivalCount(cents) * 10n ** 15n) / (100n * CRASH_K_RANGE);
  return Number(scaled) / 1e15;
}

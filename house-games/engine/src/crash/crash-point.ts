import { type FairStream, type HmacSha256, labelledStream, nobleHmacSha256 } from '../fair/stream';

/**
 * The crash point of a round, from its seed (decision 106). The seed is the HMAC key of the fair stream under the
 * chain's salt as label; the first two 32-bit words give k, uniform on [0, 2^52) (the low 20 bits of the first word
 * and all of the second: a power of two, so no modulo bias and no rejection needed). The crash point in hundredths is
 *   floor(RTP_NUMERATOR * 2^52 / (k + 1)), at least 100 (1.00x) and at most CRASH_MAX_CENTS,
 * i.e. 100 * 0.99 / U with U = (k + 1) / 2^52 uniform on (0, 1]. So P(crash point >= x) = floor(99 * 2^52 / x) / 2^52
 * for every x from 1.01 to the maximum: a cash-out at any target x returns x * that = 99.00% (to within x / 2^52),
 * and the house edge comes from rounds that crash at 1.00x (about 1.98%).
 */
export const CRASH_K_BITS = 52n;
export const CRASH_K_RANGE = 1n << CRASH_K_BITS;
/** 100 * (1 - house edge): the hundredths a crash point is scaled by. */
export const CRASH_RTP_NUMERATOR = 99n;
export const CRASH_PUBLISHED_RTP = '99.00';
export const CRASH_HOUSE_EDGE = '1.00';
/** 10,000.00x: no round goes higher (a round that would is capped here and crashes at it). */
export const CRASH_MAX_CENTS = 1_000_000;
/** The lowest automatic cash-out: 1.01x. */
export const CRASH_MIN_AUTO_CENTS = 101;
export const CRASH_ENGINE_VERSION = 'crash-1';

/** k from the stream: 20 + 32 bits, uniform on [0, 2^52). */
export function crashK(stream: FairStream): bigint {
  const high = BigInt(stream.nextUint32() & 0xfffff);
  const low = BigInt(stream.nextUint32());
  return (high << 32n) | low;
}

/** The crash point in hundredths for a given k. */
export function crashPointOfK(k: bigint): number {
  const raw = (CRASH_RTP_NUMERATOR * CRASH_K_RANGE) / (k + 1n);
  if (raw < 100n) return 100;
  if (raw > BigInt(CRASH_MAX_CENTS)) return CRASH_MAX_CENTS;
  return Number(raw);
}

export function crashPointFromStream(stream: FairStream): number {
  return crashPointOfK(crashK(stream));
}

/** The crash point in hundredths of the round whose seed (64 hex) is `seed`, under the chain's `salt`. */
export function crashPointFromSeed(seed: string, salt: string, hmac: HmacSha256 = nobleHmacSha256): number {
  return crashPointFromStream(labelledStream(seed, salt, hmac));
}

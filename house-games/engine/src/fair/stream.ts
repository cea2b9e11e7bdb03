import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** HMAC-SHA256(key, message) -> 32 bytes. The server may inject node:crypto; browsers use @noble/hashes. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

export const nobleHmacSha256: HmacSha256 = (key, message) => hmac(sha256, key, message);

export interface FairSeeds {
  /** The server seed as published on reveal (64 hex characters); its UTF-8 text is the HMAC key. */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** A source of uniform 32-bit unsigned integers drawn from the fair stream. */
export interface FairStream {
  nextUint32(): number;
  /** How many HMAC blocks have been used so far (the next block's cursor). */
  readonly blocksUsed: number;
}

const encoder = new TextEncoder();
const WORDS_PER_BLOCK = 8;

/**
 * The provably fair byte stream: block `cursor` (0, 1, 2, ...) is HMAC-SHA256(key = server seed text,
 * message = `${clientSeed}:${nonce}:${cursor}`); each 32-byte block gives eight big-endian uint32 values in order.
 * Anyone with the revealed server seed can recompute every value (decision 047).
 */
export function fairStream(seeds: FairSeeds, hmacSha256: HmacSha256 = nobleHmacSha256): FairStream {
  return labelledStream(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}`, hmacSha256);
}

/**
 * The same stream under any label: block `cursor` is HMAC-SHA256(key = server seed text, message =
 * `${label}:${cursor}`). The slot's label is `clientSeed:nonce`; a lottery draw's is its issue number.
 */
export function labelledStream(
  serverSeed: string,
  label: string,
  hmacSha256: HmacSha256 = nobleHmacSha256,
): FairStream {
  const key = encoder.encode(serverSeed);
  const prefix = `${label}:`;
  let cursor = 0;
  let block: DataView | null = null;
  let word = WORDS_PER_BLOCK;
  return {
    nextUint32() {
      if (word === WORDS_PER_BLOCK || block === null) {
        const bytes = hmacSha256(key, encoder.encode(`${prefix}${cursor}`));
        block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        cursor += 1;
        word = 0;
      }
      const value = block.getUint32(word * 4, false);
      word += 1;
      return value;
    },
    get blocksUsed() {
      return cursor;
    },
  };
}

const TWO_POW_32 = 2 ** 32;

/**
 * A uniform integer in [0, n) by rejection sampling: values at or above the largest multiple of n below 2^32
 * are drawn again, so every result is exactly equally likely (no modulo bias).
 */
export function uniformInt(stream: FairStream, n: number): number {
  if (!Number.isInteger(n) || n < 1 || n > TWO_POW_32) throw new RangeError(`uniformInt: bad range ${n}`);
  const limit = Math.floor(TWO_POW_32 / n) * n;
  for (;;) {
    const value = stream.nextUint32();
    if (value < limit) return value % n;
  }
}

/**
 * `k` distinct integers of [0, n) in the order drawn: a partial Fisher-Yates shuffle whose every swap index is a
 * uniformInt, so each of the n!/(n-k)! ordered outcomes is exactly equally likely. k = n gives a permutation.
 */
export function distinctInts(stream: FairStream, n: number, k: number): number[] {
  if (!Number.isInteger(k) || k < 0 || k > n) throw new RangeError(`distinctInts: cannot draw ${k} of ${n}`);
  const pool = Array.from({ length: n }, (_, index) => index);
  for (let i = 0; i < k; i += 1) {
    const j = i + uniformInt(stream, n - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, k);
}

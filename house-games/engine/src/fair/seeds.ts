import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

/** Server seeds are 32 random bytes written as 64 lower-case hex characters (made by the server). */
export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** What a player may choose as client seed. */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** The commitment shown before play: SHA-256 of the server seed's text, lower-case hex. */
export function hashServerSeed(serverSeed: string): string {
  return bytesToHex(sha256(new TextEncoder().encode(serverSeed)));
}

export function bytesToSeed(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new RangeError('a server seed is 32 bytes');
  return bytesToHex(bytes);
}

import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a token or code: never the value itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '@platform/house-engine';

/** node:crypto's HMAC for the server: the same bytes as the engine's @noble/hashes default, several times faster. */
export const nodeHmacSha256: HmacSha256 = (key, message) =>
  createHmac('sha256', key).update(message).digest();

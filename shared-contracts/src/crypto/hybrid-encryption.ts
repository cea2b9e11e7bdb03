import * as v from 'valibot';
import { RSA_PARAMS, subtle } from './rsa';

/**
 * Hybrid payload encryption for the calls the spec marks "encrypted": a fresh AES-256-GCM key per request
 * encrypts the JSON body, and the server's RSA-OAEP (SHA-256) public key wraps that AES key. Only WebCrypto
 * is used, so the same code runs in the browser and in Node. This is the browser's side; the server's private key
 * and decryption are in `server-decryption.ts`, which no browser bundle contains.
 */
export const ENCRYPTION_ALGORITHM = 'RSA-OAEP-256+A256GCM';

export const encryptedBodySchema = v.strictObject({
  alg: v.literal(ENCRYPTION_ALGORITHM),
  kid: v.pipe(v.string(), v.maxLength(64)),
  key: v.pipe(v.string(), v.maxLength(2048)),
  iv: v.pipe(v.string(), v.maxLength(64)),
  data: v.pipe(v.string(), v.maxLength(262_144)),
});

export type EncryptedBody = v.InferOutput<typeof encryptedBodySchema>;

export interface PublicKeyInfo {
  kid: string;
  /** SubjectPublicKeyInfo (DER), base64. */
  spki: string;
}

export function toBase64(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (let i = 0; i < view.length; i += 0x8000) {
    binary += String.fromCharCode(...view.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return subtle().importKey('spki', fromBase64(spkiBase64), RSA_PARAMS, false, ['encrypt']);
}

export async function encryptPayload(
  payload: unknown,
  publicKey: CryptoKey,
  kid: string,
): Promise<EncryptedBody> {
  const aesKey = await subtle().generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify(payload));
  const data = await subtle().encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const rawKey = await subtle().exportKey('raw', aesKey);
  const wrapped = await subtle().encrypt(RSA_PARAMS, publicKey, rawKey);
  return { alg: ENCRYPTION_ALGORITHM, kid, key: toBase64(wrapped), iv: toBase64(iv), data: toBase64(data) };
}

import * as v from 'valibot';

/**
 * Hybrid payload encryption for the calls the spec marks "encrypted": a fresh AES-256-GCM key per request
 * encrypts the JSON body, and the server's RSA-OAEP (SHA-256) public key wraps that AES key. Only WebCrypto
 * is used, so the same code runs in the browser and in Node.
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

const RSA_PARAMS = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

function subtle(): SubtleCrypto {
  return globalThis.crypto.subtle;
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

/** Throws when the body was not made for this key or was altered; callers map that to a refusal. */
export async function decryptPayload(body: EncryptedBody, privateKey: CryptoKey): Promise<unknown> {
  const rawKey = await subtle().decrypt(RSA_PARAMS, privateKey, fromBase64(body.key));
  const aesKey = await subtle().importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plaintext = await subtle().decrypt(
    { name: 'AES-GCM', iv: fromBase64(body.iv) },
    aesKey,
    fromBase64(body.data),
  );
  return JSON.parse(new TextDecoder().decode(plaintext));
}

export async function generateServerKeyPair(): Promise<{ publicSpki: string; privatePkcs8: string }> {
  const pair = await subtle().generateKey(
    { ...RSA_PARAMS, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const spki = await subtle().exportKey('spki', pair.publicKey);
  const pkcs8 = await subtle().exportKey('pkcs8', pair.privateKey);
  return { publicSpki: toBase64(spki), privatePkcs8: toBase64(pkcs8) };
}

export function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return subtle().importKey('pkcs8', fromBase64(pkcs8Base64), RSA_PARAMS, false, ['decrypt']);
}

import { type EncryptedBody, fromBase64, toBase64 } from './hybrid-encryption';
import { RSA_PARAMS, subtle } from './rsa';

/** The server's side of the hybrid encryption: its key pair and decryption. Server-only (`/server`). */

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

import { describe, expect, it } from 'vitest';
import { encryptPayload, fromBase64, importPublicKey, toBase64 } from './hybrid-encryption';
import { decryptPayload, generateServerKeyPair, importPrivateKey } from './server-decryption';

describe('hybrid RSA-OAEP + AES-GCM payload encryption', async () => {
  const pair = await generateServerKeyPair();
  const publicKey = await importPublicKey(pair.publicSpki);
  const privateKey = await importPrivateKey(pair.privatePkcs8);

  it('round-trips a payload, including non-Latin text', async () => {
    const payload = { username: 'player1', password: 'pässwörd', name: 'សួស្តី 你好' };
    const body = await encryptPayload(payload, publicKey, 'k1');
    expect(body.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(body.data).not.toContain('player1');
    expect(await decryptPayload(body, privateKey)).toEqual(payload);
  });

  it('uses a fresh key and IV each time', async () => {
    const a = await encryptPayload({ x: 1 }, publicKey, 'k1');
    const b = await encryptPayload({ x: 1 }, publicKey, 'k1');
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('refuses a tampered ciphertext', async () => {
    const body = await encryptPayload({ amount: 100 }, publicKey, 'k1');
    const bytes = fromBase64(body.data);
    bytes[0] = (bytes[0] ?? 0) ^ 0xff;
    await expect(decryptPayload({ ...body, data: toBase64(bytes) }, privateKey)).rejects.toThrow();
  });

  it('cannot be read with another key pair', async () => {
    const other = await generateServerKeyPair();
    const body = await encryptPayload({ secret: true }, publicKey, 'k1');
    await expect(decryptPayload(body, await importPrivateKey(other.privatePkcs8))).rejects.toThrow();
  });
});

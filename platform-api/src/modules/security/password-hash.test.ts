import { describe, expect, it } from 'vitest';
import { hashParams, hashPassword, needsRehash, verifyPassword } from './password-hash';

describe('password hashing cost', () => {
  it("hashes with OWASP's scrypt cost (N=2^17, r=8, p=1) unless a test run asks for less", () => {
    expect(hashParams({})).toMatchObject({ N: 131_072, r: 8, p: 1 });
    expect(hashParams({ NODE_ENV: 'development' })).toMatchObject({ N: 131_072, r: 8, p: 1 });
  });

  it('never lowers the cost in production, whatever the environment says', () => {
    expect(hashParams({ NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' })).toMatchObject({ N: 131_072 });
  });

  it('still verifies a hash made with the old cost (N=2^14), and marks it for rehashing', async () => {
    const old = 'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$';
    // A real old hash: derive it with the old parameters through the stored format.
    const { scryptSync } = await import('node:crypto');
    const salt = Buffer.from('c2FsdHNhbHRzYWx0c2FsdA==', 'base64');
    const key = scryptSync('secret12', salt, 32, { N: 16_384, r: 8, p: 1 }).toString('base64');
    const stored = `${old}${key}`;
    expect(await verifyPassword('secret12', stored)).toBe(true);
    expect(await verifyPassword('secret13', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(await hashPassword('secret12'))).toBe(false);
  });
});

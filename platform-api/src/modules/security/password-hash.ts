import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

interface HashParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

/** OWASP's password storage guidance for scrypt (2^17, 8, 1): about 128 MB and a few hundred ms per hash. */
const PRODUCTION_PARAMS: HashParams = { N: 2 ** 17, r: 8, p: 1, keyLength: 32 };
/** Only for test runs, which hash hundreds of passwords; refused whenever NODE_ENV is production. */
const TEST_PARAMS: HashParams = { N: 2 ** 10, r: 8, p: 1, keyLength: 32 };

/** The parameters new hashes are made with: OWASP's, unless a test run asked for cheap ones outside production. */
export function hashParams(env: NodeJS.ProcessEnv = process.env): HashParams {
  return env.PASSWORD_HASH_COST === 'test' && env.NODE_ENV !== 'production' ? TEST_PARAMS : PRODUCTION_PARAMS;
}

const PARAMS = hashParams();

function derive(
  password: string,
  salt: Buffer,
  n: number,
  r: number,
  p: number,
  keyLength: number,
): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; the margin lets stored hashes of any cost up to ours verify.
  const options: ScryptOptions = { N: n, r, p, maxmem: 2 * 128 * PRODUCTION_PARAMS.N * PRODUCTION_PARAMS.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash`, so parameters can be raised later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS.N, PARAMS.r, PARAMS.p, PARAMS.keyLength);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    Number(n),
    Number(r),
    Number(p),
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** Whether a stored hash was made with other parameters than new ones are: it is redone at the next right login. */
export function needsRehash(stored: string): boolean {
  const [scheme, n, r, p] = stored.split('$');
  return scheme !== 'scrypt' || Number(n) !== PARAMS.N || Number(r) !== PARAMS.r || Number(p) !== PARAMS.p;
}

/** Compared against when an account does not exist, so a wrong username costs the same time as a wrong password. */
export const UNKNOWN_ACCOUNT_HASH = await hashPassword(randomBytes(16).toString('hex'));

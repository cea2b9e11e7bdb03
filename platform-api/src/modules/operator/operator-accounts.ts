import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@platform/shared-contracts/operator';
import type { Database } from '../../db/database';
import { hashPassword } from '../security/password-hash';

/** 18 random bytes: 144 bits, 24 URL-safe characters, printed once and stored only as its hash. */
export function generateOperatorPassword(): string {
  return randomBytes(18).toString('base64url');
}

export const OPERATOR_NAME = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

/**
 * Creates an operator with a generated password and the given roles (none by default: least privilege); answers
 * the password, or null when the name is taken.
 */
export async function createOperator(
  db: Database,
  username: string,
  merchantCodes: string[] = [],
  roles: readonly OperatorRole[] = [],
): Promise<string | null> {
  const password = generateOperatorPassword();
  const rows = await db.query<{ id: number }>(
    `insert into operators (username, password_hash, merchant_codes, roles)
     select $1, $2, $3, $4 where not exists (select 1 from operators where lower(username) = lower($1))
     on conflict do nothing returning id`,
    [username, await hashPassword(password), merchantCodes, roles],
  );
  return rows.length > 0 ? password : null;
}

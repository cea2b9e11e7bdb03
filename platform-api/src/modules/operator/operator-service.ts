import { ApiError } from '@platform/shared-contracts';
import type { Deps } from '../../deps';
import { consumeRate } from '../rate-limit/rate-limiter';
import { verifyPassword } from '../security/password-hash';
import { newToken, sha256 } from '../security/tokens';

export interface OperatorSession {
  operatorId: number;
  username: string;
  /** The regions this operator may act on; empty means every region. */
  merchantCodes: string[];
}

/** Back-office sessions are short: an operator signs in again every shift. */
const OPERATOR_SESSION_HOURS = 8;

/** Signs an operator in: rate-limited per IP and per name, a fresh random token, only its hash stored. */
export async function loginOperator(
  deps: Deps,
  ip: string,
  input: { username: string; password: string },
): Promise<{ token: string; expiresAt: string; merchantCodes: string[] }> {
  await consumeRate(deps, {
    key: `ops-login:ip:${ip}`,
    windowSeconds: 300,
    limit: 20,
    code: 'TOO_MANY_ATTEMPTS',
  });
  await consumeRate(deps, {
    key: `ops-login:user:${input.username.toLowerCase()}`,
    windowSeconds: 300,
    limit: 10,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const [operator] = await deps.db.query<{ id: number; password_hash: string; merchant_codes: string[] }>(
    'select id, password_hash, merchant_codes from operators where lower(username) = lower($1)',
    [input.username],
  );
  if (!operator || !(await verifyPassword(input.password, operator.password_hash)))
    throw new ApiError('WRONG_CREDENTIALS');
  const now = deps.now();
  const expiresAt = new Date(now.getTime() + OPERATOR_SESSION_HOURS * 3_600_000);
  const token = newToken();
  await deps.db.query(
    `insert into operator_sessions (token_hash, operator_id, ip, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
    [sha256(token), operator.id, ip, now, expiresAt],
  );
  return { token, expiresAt: expiresAt.toISOString(), merchantCodes: operator.merchant_codes };
}

/** The live operator session for a token, or null. A member's token is never found here. */
export async function resolveOperator(deps: Deps, token: string): Promise<OperatorSession | null> {
  const [row] = await deps.db.query<{ id: number; username: string; merchant_codes: string[] }>(
    `select o.id, o.username, o.merchant_codes from operator_sessions s join operators o on o.id = s.operator_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2`,
    [sha256(token), deps.now()],
  );
  return row ? { operatorId: row.id, username: row.username, merchantCodes: row.merchant_codes } : null;
}

/** Whether the operator may act on a region's data; a region it may not see answers NOT_FOUND, as if absent. */
export function operatorMaySee(operator: OperatorSession, merchantCode: string): boolean {
  return operator.merchantCodes.length === 0 || operator.merchantCodes.includes(merchantCode);
}

/** The SQL filter for an operator's regions: null means every region. */
export function operatorRegions(operator: OperatorSession): string[] | null {
  return operator.merchantCodes.length === 0 ? null : operator.merchantCodes;
}

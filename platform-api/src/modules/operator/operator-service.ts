import type { OperatorRole } from '@platform/shared-contracts/operator';
import { ApiError } from '@platform/shared-contracts/server';
import type { Config } from '../../config';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { consumeRate, resetRate } from '../rate-limit/rate-limiter';
import { UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../security/password-hash';
import { seenStaleBefore } from '../security/session-seen';
import { newToken, sha256 } from '../security/tokens';
import {
  acceptTotpStep,
  findLiveOperatorSession,
  findOperatorByName,
  insertOperatorSession,
  type OperatorRow,
  revokeOperatorSession,
  setTotpSecret,
} from './operator-store';
import { matchTotpStep, newTotpSecret, openTotpSecret, sealTotpSecret, totpUri } from './operator-totp';

export interface OperatorSession {
  sessionId: number;
  operatorId: number;
  username: string;
  /** The regions this operator may act on; empty means every region. */
  merchantCodes: string[];
  /** What this operator may do (decision 086). */
  roles: OperatorRole[];
}

/** Failed logins of one operator name within the window before every attempt is refused, as for members. */
export const OPERATOR_LOCK_AFTER_FAILURES = 10;
const FAILURE_WINDOW_SECONDS = 15 * 60;

/**
 * Signs an operator in with password and TOTP code. The attempt is counted against the name before anything is
 * checked (one atomic statement, so parallel guesses cannot all see an old count) and the count clears on success.
 * An unknown name, a wrong password, a wrong or already used code all answer WRONG_CREDENTIALS after the same
 * password hashing, so nothing tells which part was wrong or whether the name exists.
 */
export async function loginOperator(
  deps: Deps,
  ip: string,
  input: { username: string; password: string; code: string },
): Promise<{ token: string; expiresAt: string; merchantCodes: string[]; roles: OperatorRole[] }> {
  await consumeRate(deps, {
    key: `ops-login:ip:${ip}`,
    windowSeconds: 300,
    limit: 20,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const failures = `ops-login:fail:${input.username.toLowerCase()}`;
  await consumeRate(deps, {
    key: failures,
    windowSeconds: FAILURE_WINDOW_SECONDS,
    limit: OPERATOR_LOCK_AFTER_FAILURES,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const operator = await findOperatorByName(deps.db, input.username);
  const passwordMatches = await verifyPassword(
    input.password,
    operator?.password_hash ?? UNKNOWN_ACCOUNT_HASH,
  );
  if (!operator || !passwordMatches || !(await spendCode(deps, operator, input.code)))
    throw new ApiError('WRONG_CREDENTIALS');
  await resetRate(deps, failures);

  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.operatorSession.absoluteHours * 3_600_000);
  const token = newToken();
  await insertOperatorSession(deps.db, {
    tokenHash: sha256(token),
    operatorId: operator.id,
    ip,
    now,
    expiresAt,
  });
  return {
    token,
    expiresAt: expiresAt.toISOString(),
    merchantCodes: operator.merchant_codes,
    roles: operator.roles,
  };
}

/** Whether the code is the operator's current one and was not used before; using it spends it. */
async function spendCode(deps: Deps, operator: OperatorRow, code: string): Promise<boolean> {
  const key = deps.config.operatorTotpKey;
  const secret = operator.totp_secret && key ? openTotpSecret(operator.totp_secret, key) : null;
  if (!secret) return false;
  const step = matchTotpStep(secret, code, deps.now());
  return step !== null && (await acceptTotpStep(deps.db, operator.id, step));
}

/**
 * Gives an operator a new TOTP secret, stored sealed, and answers it once with the `otpauth://` address for the
 * authenticator app: the operator-create command prints these, the demo seed passes its published secret.
 */
export async function enrolOperatorTotp(
  deps: { db: Queryable; config: Pick<Config, 'operatorTotpKey'> },
  username: string,
  secret: string = newTotpSecret(),
): Promise<{ secret: string; uri: string }> {
  const key = deps.config.operatorTotpKey;
  if (!key)
    throw new Error('Set OPERATOR_TOTP_KEY (32 random bytes in base64) to enrol operators in production');
  if (!(await setTotpSecret(deps.db, username, sealTotpSecret(secret, key))))
    throw new Error(`No operator named ${username}`);
  return { secret, uri: totpUri(secret, username) };
}

/**
 * The live operator session for a token, or null when unknown, ended, idle too long or past its lifetime. A member's
 * token is never found here. A call marks the session as seen when it was last seen over a minute ago.
 */
export async function resolveOperator(deps: Deps, token: string): Promise<OperatorSession | null> {
  const now = deps.now();
  const idleSince = new Date(now.getTime() - deps.config.operatorSession.idleMinutes * 60_000);
  const row = await findLiveOperatorSession(deps.db, sha256(token), now, idleSince, seenStaleBefore(now));
  return row
    ? {
        sessionId: row.session_id,
        operatorId: row.operator_id,
        username: row.username,
        merchantCodes: row.merchant_codes,
        roles: row.roles,
      }
    : null;
}

export async function logoutOperator(deps: Deps, operator: OperatorSession): Promise<null> {
  await revokeOperatorSession(deps.db, operator.sessionId, deps.now());
  return null;
}

/** Whether the operator holds one of the roles a call names; a call that names none is open to every operator. */
export function operatorHoldsRole(
  operator: OperatorSession,
  roles: readonly OperatorRole[] | undefined,
): boolean {
  return !roles || roles.some((role) => operator.roles.includes(role));
}

/** Whether the operator may act on a region's data; a region it may not see answers NOT_FOUND, as if absent. */
export function operatorMaySee(operator: OperatorSession, merchantCode: string): boolean {
  return operator.merchantCodes.length === 0 || operator.merchantCodes.includes(merchantCode);
}

/** The SQL filter for an operator's regions: null means every region. */
export function operatorRegions(operator: OperatorSession): string[] | null {
  return operator.merchantCodes.length === 0 ? null : operator.merchantCodes;
}

import type { OperatorRole } from '@platform/shared-contracts/operator';
import type { Queryable } from '../../db/database';

export interface OperatorRow {
  id: number;
  username: string;
  password_hash: string;
  merchant_codes: string[];
  roles: OperatorRole[];
  totp_secret: string | null;
}

export async function findOperatorByName(db: Queryable, username: string): Promise<OperatorRow | null> {
  const [row] = await db.query<OperatorRow>(
    `select id, username, password_hash, merchant_codes, roles, totp_secret from operators
      where lower(username) = lower($1)`,
    [username],
  );
  return row ?? null;
}

/**
 * Takes the code's time step as used, in one statement: true for the first login with it, false for a replay of
 * it or of an older code, however many arrive at once.
 */
export async function acceptTotpStep(db: Queryable, operatorId: number, step: number): Promise<boolean> {
  const rows = await db.query(
    `update operators set totp_last_step = $2
      where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [operatorId, step],
  );
  return rows.length > 0;
}

/** Stores a newly sealed secret; codes of the old one stop working. False when there is no such operator. */
export async function setTotpSecret(db: Queryable, username: string, sealed: string): Promise<boolean> {
  const rows = await db.query(
    `update operators set totp_secret = $2, totp_last_step = null where lower(username) = lower($1) returning id`,
    [username, sealed],
  );
  return rows.length > 0;
}

export async function insertOperatorSession(
  db: Queryable,
  session: { tokenHash: string; operatorId: number; ip: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.query(
    `insert into operator_sessions (token_hash, operator_id, ip, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $4, $4, $5)`,
    [session.tokenHash, session.operatorId, session.ip, session.now, session.expiresAt],
  );
}

export interface LiveOperatorSession {
  session_id: number;
  operator_id: number;
  username: string;
  merchant_codes: string[];
  roles: OperatorRole[];
}

/**
 * The live session for a token hash; null when it is unknown, ended, past its lifetime or was idle since before
 * `idleSince`. It is marked as seen now only when last seen before `staleBefore`, in the same statement, so the
 * parallel calls of one session do not each write, and wait on, its row.
 */
export async function findLiveOperatorSession(
  db: Queryable,
  tokenHash: string,
  now: Date,
  idleSince: Date,
  staleBefore: Date,
): Promise<LiveOperatorSession | null> {
  const [row] = await db.query<LiveOperatorSession>(
    `with live as (
       select s.id, s.last_seen_at, o.id as operator_id, o.username, o.merchant_codes, o.roles
         from operator_sessions s join operators o on o.id = s.operator_id
        where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3
     ), seen as (
       update operator_sessions s set last_seen_at = $2 from live
        where s.id = live.id and live.last_seen_at < $4
     )
     select id as session_id, operator_id, username, merchant_codes, roles from live`,
    [tokenHash, now, idleSince, staleBefore],
  );
  return row ?? null;
}

export async function revokeOperatorSession(db: Queryable, sessionId: number, now: Date): Promise<void> {
  await db.query('update operator_sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
    sessionId,
    now,
  ]);
}

import { ApiError } from '@platform/shared-contracts/server';
import { createBatchedLookup, perDatabase } from '../../db/batch-queue';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { refuseExcluded } from '../responsible-gaming/rg-guard';
import { endVendorSessions } from '../seamless-wallet/seamless-wallet';
import { seenStaleBefore } from '../security/session-seen';
import { newToken, sha256 } from '../security/tokens';
import { endGameSessions } from '../studio/game-session';

/**
 * A member's play ends with their logins (decision 194): the in-house games' sessions and launch tokens and every
 * vendor's wallet session, except those opened under `keepSessionId`. Bets are refused from then on; a round already
 * played still settles its win or rollback.
 */
async function endPlay(
  deps: Deps,
  tx: Queryable,
  memberId: number,
  keepSessionId: number | null,
  now: Date,
): Promise<void> {
  const ending = { memberId, keepSessionId, now };
  await endGameSessions(deps, tx, ending);
  await endVendorSessions(deps, tx, ending);
}

export interface ActiveSession {
  sessionId: number;
  memberId: number;
  merchantCode: string;
  portal: string;
  ip: string;
  createdAt: Date;
  /** The end of its lifetime: nothing opened under it (a game's sessions) lives longer. */
  expiresAt: Date;
}

/**
 * Starts a session: a new random token every login, only its hash stored. Earlier sessions of the account end,
 * so one account is played from one place at a time.
 */
export async function issueSession(
  deps: Deps,
  tx: Queryable,
  member: { id: number },
  portal: string,
  ip: string,
  now: Date = deps.now(),
): Promise<string> {
  // Two logins of one account racing: the row lock lets one finish before the other ends its session. Support
  // locking the account takes the same row lock, so a login either ends before the lock or sees it (decision 088).
  const [row] = await tx.query<{ locked_at: Date | null }>(
    'select locked_at from members where id = $1 for update',
    [member.id],
  );
  if (row?.locked_at) throw new ApiError('ACCOUNT_LOCKED');
  // Cooling-off and self-exclusion take the same row lock when they end every session (decision 105).
  await refuseExcluded(tx, member.id, now);
  const token = newToken();
  const expiresAt = new Date(now.getTime() + deps.config.session.absoluteHours * 3_600_000);
  await tx.query('update sessions set revoked_at = $2 where member_id = $1 and revoked_at is null', [
    member.id,
    now,
  ]);
  await endPlay(deps, tx, member.id, null, now);
  await tx.query(
    `insert into sessions (token_hash, member_id, portal, ip, created_at, last_seen_at, expires_at)
     values ($1, $2, $3, $4, $5, $5, $6)`,
    [sha256(token), member.id, portal, ip, now, expiresAt],
  );
  return token;
}

interface SessionRow {
  token_hash: string;
  id: number;
  member_id: number;
  merchant_code: string;
  portal: string;
  ip: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
}

/**
 * Live sessions by token hash. Every call carries a session, so under load this is the busiest read of all: concurrent
 * calls share one. A call only joins a read that starts after it arrived, so it never sees a session older than itself.
 */
const liveSessions = perDatabase((deps: Deps) =>
  createBatchedLookup(async (hashes: string[]) => {
    const now = deps.now();
    const idleSince = new Date(now.getTime() - deps.config.session.idleMinutes * 60_000);
    const rows = await deps.db.query<SessionRow>(
      `select s.token_hash, s.id, s.member_id, m.merchant_code, s.portal, s.ip, s.created_at, s.last_seen_at,
              s.expires_at
         from sessions s join members m on m.id = s.member_id
        where s.token_hash = any($1::text[]) and s.revoked_at is null and s.expires_at > $2 and s.last_seen_at > $3`,
      [hashes, now, idleSince],
    );
    return new Map(rows.map((row) => [row.token_hash, row]));
  }),
);

/** The live session for a token, or null when it is unknown, revoked, idle too long or past its lifetime. */
export async function resolveSession(deps: Deps, token: string): Promise<ActiveSession | null> {
  const row = await liveSessions(deps)(sha256(token));
  if (!row) return null;
  const now = deps.now();
  if (new Date(row.last_seen_at) < seenStaleBefore(now)) {
    await deps.db.query('update sessions set last_seen_at = $2 where id = $1', [row.id, now]);
  }
  return {
    sessionId: row.id,
    memberId: row.member_id,
    merchantCode: row.merchant_code,
    portal: row.portal,
    ip: row.ip,
    createdAt: new Date(row.created_at),
    expiresAt: new Date(row.expires_at),
  };
}

/** Logout: the session and the play opened under it end together. */
export async function revokeSession(deps: Deps, session: Pick<ActiveSession, 'sessionId' | 'memberId'>) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx.query('update sessions set revoked_at = $2 where id = $1 and revoked_at is null', [
      session.sessionId,
      now,
    ]);
    // One login at a time (issueSession), so the member's play is this session's.
    await endPlay(deps, tx, session.memberId, null, now);
  });
}

/** After a password change: every other session of the account ends. */
export async function revokeOtherSessions(
  deps: Deps,
  tx: Queryable,
  memberId: number,
  keepSessionId: number | null,
  now: Date = deps.now(),
) {
  await tx.query(
    'update sessions set revoked_at = $3 where member_id = $1 and revoked_at is null and id is distinct from $2',
    [memberId, keepSessionId, now],
  );
  await endPlay(deps, tx, memberId, keepSessionId, now);
}

/** Ends every live session of the member at once (support locked the account): their tokens are refused from now. */
export async function endAllSessions(deps: Deps, tx: Queryable, memberId: number, now: Date): Promise<void> {
  await tx.query('update sessions set revoked_at = $2 where member_id = $1 and revoked_at is null', [
    memberId,
    now,
  ]);
  await endPlay(deps, tx, memberId, null, now);
}

export interface MemberSessionView {
  id: number;
  ip: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When it ended (logged out, replaced, locked, idle or past its lifetime); null while live. */
  endedAt: Date | null;
}

/** The member's most recent sessions, newest first, for support. */
export async function recentSessionsOf(
  deps: Deps,
  memberId: number,
  limit: number,
): Promise<MemberSessionView[]> {
  const rows = await deps.db.query<{
    id: number;
    ip: string;
    created_at: Date;
    last_seen_at: Date;
    expires_at: Date;
    revoked_at: Date | null;
  }>(
    `select id, ip, created_at, last_seen_at, expires_at, revoked_at from sessions
      where member_id = $1 order by created_at desc, id desc limit $2`,
    [memberId, limit],
  );
  const now = deps.now().getTime();
  const idleMs = deps.config.session.idleMinutes * 60_000;
  return rows.map((row) => {
    const lastSeenAt = new Date(row.last_seen_at);
    const expiresAt = new Date(row.expires_at);
    const idleAt = new Date(lastSeenAt.getTime() + idleMs);
    const lapsedAt = idleAt < expiresAt ? idleAt : expiresAt;
    const endedAt = row.revoked_at ? new Date(row.revoked_at) : lapsedAt.getTime() <= now ? lapsedAt : null;
    return { id: row.id, ip: row.ip, createdAt: new Date(row.created_at), lastSeenAt, expiresAt, endedAt };
  });
}

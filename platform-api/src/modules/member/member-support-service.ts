import { ApiError, formatMoney, isAgentType, isTrialType } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { OperatorContext } from '../../http/request-context';
import { endAllSessions, recentSessionsOf } from '../auth/session-service';
import { operatorMaySee, operatorRegions } from '../operator/operator-service';
import { recordOperatorAction } from '../operator-audit/operator-audit-service';
import { memberLedgerEntries, memberWalletBalances } from '../wallet/member-money-service';
import { findLookupMember, type MemberLookupRow, searchMembers, setMemberLock } from './member-lookup-store';

// Member look-up and lock for support (decision 088). A member of a region the operator may not see answers
// NOT_FOUND, exactly as a member that does not exist.

const RECENT_SESSIONS = 20;

/** Only the last four digits show: enough to confirm a number the caller reads out, not to learn it. */
export function maskMobile(digits: string): string {
  const shown = digits.slice(-4);
  return `${'*'.repeat(Math.max(digits.length - shown.length, 0))}${shown}`;
}

/** The first letter and the domain: `d***@example.com`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

function summaryOf(row: MemberLookupRow) {
  const mobile = row.mobile_num ? `${row.dialing_code ?? ''}${row.mobile_num}` : null;
  return {
    memberId: row.id,
    account: row.account,
    merchantCode: row.merchant_code,
    currency: row.currency,
    mobile: mobile ? maskMobile(mobile) : null,
    email: row.email ? maskEmail(row.email) : null,
    isAgent: isAgentType(row.type),
    isTrial: isTrialType(row.type),
    locked: row.locked_at !== null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null);

export async function findMembers(
  deps: Deps,
  ctx: OperatorContext,
  input: { query: string; merchantCode?: string | undefined; pageNo: number; pageSize: number },
) {
  if (input.merchantCode && !operatorMaySee(ctx.operator, input.merchantCode))
    throw new ApiError('NOT_FOUND');
  const regions = input.merchantCode ? [input.merchantCode] : operatorRegions(ctx.operator);
  const { rows, total } = await searchMembers(deps.db, {
    query: input.query,
    regions,
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  });
  return {
    content: rows.map(summaryOf),
    pageNum: input.pageNo,
    totalPages: Math.ceil(total / input.pageSize),
    total,
  };
}

async function visibleMember(deps: Deps, ctx: OperatorContext, memberId: number): Promise<MemberLookupRow> {
  const row = await findLookupMember(deps.db, memberId);
  if (!row || !operatorMaySee(ctx.operator, row.merchant_code)) throw new ApiError('NOT_FOUND');
  return row;
}

async function detailOf(deps: Deps, row: MemberLookupRow) {
  const [balances, sessions] = await Promise.all([
    memberWalletBalances(deps.db, row.id, row.currency),
    recentSessionsOf(deps, row.id, RECENT_SESSIONS),
  ]);
  return {
    ...summaryOf(row),
    lockedAt: iso(row.locked_at),
    lockedReason: row.locked_reason,
    lastLoginAt: iso(row.last_login_at),
    balances: balances.map((b) => ({ wallet: b.wallet, balance: formatMoney(b.balance) })),
    sessions: sessions.map((s) => ({
      id: s.id,
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      expiresAt: s.expiresAt.toISOString(),
      endedAt: iso(s.endedAt),
    })),
  };
}

export async function memberDetail(deps: Deps, ctx: OperatorContext, input: { memberId: number }) {
  return detailOf(deps, await visibleMember(deps, ctx, input.memberId));
}

export async function memberLedger(
  deps: Deps,
  ctx: OperatorContext,
  input: { memberId: number; pageNo: number; pageSize: number },
) {
  await visibleMember(deps, ctx, input.memberId);
  const { entries, total } = await memberLedgerEntries(deps.db, input.memberId, {
    limit: input.pageSize,
    offset: (input.pageNo - 1) * input.pageSize,
  });
  return {
    content: entries.map((e) => ({
      at: e.at.toISOString(),
      kind: e.kind,
      wallet: e.wallet,
      amount: formatMoney(e.amount),
      balanceAfter: formatMoney(e.balanceAfter),
      reference: e.reference,
    })),
    pageNum: input.pageNo,
    totalPages: Math.ceil(total / input.pageSize),
    total,
  };
}

/**
 * Locks or unlocks an account. Locking ends every session in the same transaction (a login racing it waits on the
 * member row and then sees the lock); money is not touched. A repeat changes nothing, writes no audit entry and
 * answers the same.
 */
export async function setLocked(
  deps: Deps,
  ctx: OperatorContext,
  input: { memberId: number; reason: string },
  locked: boolean,
) {
  await deps.db.transaction(async (tx) => {
    const row = await findLookupMember(tx, input.memberId, true);
    if (!row || !operatorMaySee(ctx.operator, row.merchant_code)) throw new ApiError('NOT_FOUND');
    if ((row.locked_at !== null) === locked) return;
    const now = deps.now();
    await setMemberLock(tx, row.id, locked ? { at: now, reason: input.reason } : null);
    if (locked) await endAllSessions(deps, tx, row.id, now);
    await recordOperatorAction(tx, {
      at: now,
      operatorId: ctx.operator.operatorId,
      area: 'member',
      action: locked ? 'LOCK' : 'UNLOCK',
      merchantCode: row.merchant_code,
      subject: String(row.id),
      reason: input.reason,
    });
  });
  return memberDetail(deps, ctx, input);
}

import { ApiError, isTrialType, MEMBER_ICONS } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../http/request-context';
import { isPasswordExpired, memberSummary } from '../auth/login-completion';
import { findAccountsByIds, findMemberById, type MemberRow } from './member-store';

export { MEMBER_UNIQUE_INDEXES } from './member-store';

/** Shows enough of a phone number to recognise it: 855****678. */
export function maskMobile(dialingCode: string | null, mobileNum: string | null): string | null {
  if (!mobileNum) return null;
  const full = `${dialingCode ?? ''}${mobileNum}`;
  return `${full.slice(0, 3)}${'*'.repeat(Math.max(full.length - 6, 2))}${full.slice(-3)}`;
}

export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

/** The account names of members by id, for other modules (the winner board masks them). */
export function memberAccounts(deps: Deps, ids: readonly number[]): Promise<Map<number, string>> {
  return findAccountsByIds(deps.db, [...new Set(ids)]);
}

/**
 * A trial (free-play) account never stakes real money: the calls that would take its money refuse it. Answers the
 * real member's record for the caller to go on with.
 */
export async function refuseTrialAccount(deps: Deps, memberId: number): Promise<MemberRow> {
  const member = await findMemberById(deps.db, memberId);
  if (!member) throw new ApiError('NOT_LOGGED_IN');
  if (isTrialType(member.type)) throw new ApiError('TRIAL_ACCOUNT_NOT_ALLOWED');
  return member;
}

export async function memberInfo(deps: Deps, ctx: SessionContext) {
  const member = await findMemberById(deps.db, ctx.session.memberId);
  if (!member) throw new ApiError('NOT_LOGGED_IN');
  return {
    member: {
      ...memberSummary(member, ctx.merchant),
      currencySymbol: ctx.merchant.currencySymbol,
      language: member.language ?? ctx.merchant.defaultLanguage,
      icon: member.icon,
      mobileNum: maskMobile(member.dialing_code, member.mobile_num),
      email: maskEmail(member.email),
      referralCode: member.referral_code,
      firstTimeLogin: member.first_time_login,
      passwordExpired: isPasswordExpired(member, ctx.merchant, deps.now()),
      registeredAt: new Date(member.created_at).toISOString(),
    },
    loginInfo: {
      loginTime: ctx.session.createdAt.toISOString(),
      loginIp: ctx.session.ip,
      lastLoginTime: member.prev_login_at ? new Date(member.prev_login_at).toISOString() : null,
      lastLoginIp: member.prev_login_ip,
    },
  };
}

export async function memberIcon(deps: Deps, ctx: SessionContext) {
  const member = await findMemberById(deps.db, ctx.session.memberId);
  if (!member) throw new ApiError('NOT_LOGGED_IN');
  return { icon: member.icon, choices: [...MEMBER_ICONS] };
}

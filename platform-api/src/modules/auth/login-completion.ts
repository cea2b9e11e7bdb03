import {
  ApiError,
  isAgentType,
  isTrialType,
  LIMITS,
  type LoginSuccess,
  MEMBER_TYPE,
} from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import { type MemberRow, recordMemberLogin } from '../member/member-record-service';
import type { MerchantState } from '../system/merchant-state';
import { issueSession } from './session-service';

export type Portal = 'MEMBER' | 'AGENT';
/** How the member proved who they are; only a typed password can be the weak default or expired. */
export type LoginMethod = 'password' | 'sms' | 'register' | 'trial';

/** The member side admits members and agents; the agent login page admits agents only. A locked account neither. */
export function checkPortal(member: MemberRow, portal: Portal): void {
  if (member.locked_at) throw new ApiError('ACCOUNT_LOCKED');
  if (portal === 'AGENT' && !isAgentType(member.type)) throw new ApiError('NOT_AN_AGENT');
  if (portal === 'MEMBER' && member.type !== MEMBER_TYPE && !isAgentType(member.type))
    throw new ApiError('NOT_A_MEMBER');
}

export function memberSummary(member: MemberRow, merchant: MerchantState) {
  return {
    id: member.id,
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    isAgent: isAgentType(member.type),
    isTrial: isTrialType(member.type),
    currency: merchant.currency,
    merchantCode: member.merchant_code,
  };
}

/** Expired: a reset left a temporary password, or the password is older than the merchant allows. */
export function isPasswordExpired(member: MemberRow, merchant: MerchantState, now: Date): boolean {
  if (member.must_change_password) return true;
  if (!merchant.switches.PASSEXPIRY3) return false;
  const ageMs = now.getTime() - new Date(member.password_changed_at).getTime();
  return ageMs > merchant.passwordExpiryDays * 86_400_000;
}

export function isWeakDefaultPassword(typed: string | null): boolean {
  return typed === LIMITS.weakDefaultPassword;
}

/** Records the login and starts the session, inside the caller's transaction. */
export async function completeLogin(
  deps: Deps,
  tx: Queryable,
  args: {
    member: MemberRow;
    merchant: MerchantState;
    portal: Portal;
    ip: string;
    method: LoginMethod;
    weak: boolean;
  },
): Promise<LoginSuccess> {
  const { member, merchant, portal, ip, method } = args;
  const now = deps.now();
  await recordMemberLogin(tx, member.id, ip, now);
  const token = await issueSession(deps, tx, member, portal, ip, now);
  const byPassword = method === 'password';
  return {
    status: 'OK',
    token,
    firstTimeLogin: member.first_time_login,
    passwordExpired: byPassword && isPasswordExpired(member, merchant, now),
    weakPassword: byPassword && args.weak,
    user: memberSummary(member, merchant),
  };
}

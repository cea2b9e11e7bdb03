import { ApiError, type CallResponse, type securityCodeCall } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { SessionContext } from '../../http/request-context';
import { maskEmail, maskMobile } from '../member/member-service';
import { consumeRate } from '../rate-limit/rate-limiter';
import { messageLanguage, securityCodeMessage } from '../verification/code-messages';
import { mailCode } from '../verification/mailed-code';
import { checkCode, phoneTarget, sendCode, spendCode } from '../verification/verification-service';
import { checkLoginPassword } from './member-checks';
import { markSecurityChange, type SecurityMember, type WithdrawalSettings } from './security-centre-store';

/** How long a mailed security code works; an SMS one lives as long as the region's SMS codes. */
const MAIL_CODE_MINUTES = 10;
const MAILS_PER_WINDOW = { limit: 3, windowSeconds: 5 * 60 };

/**
 * Where proof of a change goes and where its notice goes: the bound mobile, else the bound email. A member with
 * neither has nothing to send a code to; the login password alone then proves it (decision 039).
 */
type Contact =
  | { channel: 'SMS'; target: string; masked: string }
  | { channel: 'MAIL'; target: string; email: string; masked: string };

export function currentContact(member: SecurityMember): Contact | null {
  if (member.mobileNum && member.dialingCode) {
    const target = phoneTarget({ dialingCode: member.dialingCode, mobileNum: member.mobileNum });
    return { channel: 'SMS', target, masked: maskMobile(member.dialingCode, member.mobileNum) ?? '' };
  }
  if (member.email) {
    return {
      channel: 'MAIL',
      target: `member:${member.id}`,
      email: member.email,
      masked: maskEmail(member.email) ?? '',
    };
  }
  return null;
}

export async function sendSecurityCode(
  deps: Deps,
  ctx: SessionContext,
  member: SecurityMember,
): Promise<CallResponse<typeof securityCodeCall>> {
  const contact = currentContact(member);
  if (!contact) return { channel: 'NONE', to: '', expiredMinutes: 0 };
  if (contact.channel === 'SMS') {
    const { expiredMinutes } = await sendCode(deps, ctx, {
      purpose: 'SECURITY_CHANGE',
      target: contact.target,
    });
    return { channel: 'SMS', to: contact.masked, expiredMinutes };
  }
  await consumeRate(deps, {
    key: `security-code:mail:${member.id}`,
    ...MAILS_PER_WINDOW,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const { expiredMinutes } = await mailCode(deps, 'SECURITY_CHANGE', contact.target, {
    to: contact.email,
    minutes: MAIL_CODE_MINUTES,
    compose: (code, minutes) =>
      securityCodeMessage(messageLanguage(ctx), { account: member.account, code, minutes }),
  });
  return { channel: 'MAIL', to: contact.masked, expiredMinutes };
}

/**
 * Proves a change: the login password (counted before it is compared), then the code sent to the current
 * contact. Answers the code to spend in the transaction that makes the change, or null when there is no contact.
 */
export async function proveSecurityChange(
  deps: Deps,
  ctx: SessionContext,
  member: SecurityMember,
  input: { password: string; securityCode?: string | undefined },
): Promise<number | null> {
  await checkLoginPassword(deps, member, input.password);
  const contact = currentContact(member);
  if (!contact) return null;
  try {
    return await checkCode(deps, ctx, 'SECURITY_CHANGE', contact.target, input.securityCode);
  } catch (error) {
    // Named, so a form that also carries a code to a new number can tell which of the two was refused.
    if (error instanceof ApiError)
      throw new ApiError(error.code, { details: [{ field: 'securityCode', reason: error.message }] });
    throw error;
  }
}

/** In the change's transaction: the code is used up and the withdrawal hold starts. */
export async function recordSecurityChange(
  tx: Queryable,
  deps: Deps,
  member: SecurityMember,
  codeId: number | null,
): Promise<void> {
  if (codeId !== null) await spendCode(tx, codeId, deps.now());
  await markSecurityChange(tx, member.id, deps.now());
}

export type SecurityChange = 'mobile' | 'email' | 'payment password' | 'bank account';

/**
 * After the change: a notice to the contact as it was before it, and to the old mobile or email when that is
 * what changed. A notice that cannot be sent does not undo the change; the withdrawal hold still protects.
 */
export async function notifyOldContacts(
  deps: Deps,
  before: SecurityMember,
  change: SecurityChange,
): Promise<void> {
  const when = deps.now().toISOString().replace('T', ' ').slice(0, 16);
  const text = `Your ${change} was changed at ${when} UTC. Withdrawals are paused for a while. If this was not you, contact support at once.`;
  const sends: Promise<void>[] = [];
  const mobile =
    before.mobileNum && before.dialingCode
      ? phoneTarget({ dialingCode: before.dialingCode, mobileNum: before.mobileNum })
      : null;
  const primary = currentContact(before);
  if (mobile && (primary?.channel === 'SMS' || change === 'mobile')) sends.push(deps.sms.send(mobile, text));
  if (before.email && (primary?.channel === 'MAIL' || change === 'email'))
    sends.push(deps.mail.send(before.email, `Your ${change} was changed`, text));
  await Promise.allSettled(sends);
}

/** When withdrawals may start again after the member's last security change; null when they are not held. */
export function withdrawalsHeldUntil(
  member: SecurityMember,
  settings: WithdrawalSettings,
  now: Date,
): Date | null {
  if (!member.securityChangedAt) return null;
  const until = new Date(member.securityChangedAt.getTime() + settings.securityHoldHours * 3_600_000);
  return until > now ? until : null;
}

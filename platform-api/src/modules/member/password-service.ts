import { ApiError, isTrialType, matchesPattern, PATTERN } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { RequestContext, SessionContext } from '../../http/request-context';
import { passwordIssues, passwordRule, refuseIssues } from '../auth/password-rules';
import { revokeOtherSessions } from '../auth/session-service';
import { consumeRate, resetRate } from '../rate-limit/rate-limiter';
import { hashPassword, verifyPassword } from '../security/password-hash';
import { messageLanguage, passwordResetMessage } from '../verification/code-messages';
import { mailCode } from '../verification/mailed-code';
import {
  type CodeRequest,
  checkCode,
  checkPhone,
  phoneTarget,
  sendCodeToMember,
  spendCode,
} from '../verification/verification-service';
import { findMemberByAccount, findMemberById, findMemberByMobile, updatePassword } from './member-store';

export const WRONG_OLD_PASSWORD_LIMIT = { limit: 5, windowSeconds: 15 * 60 };
export const RESET_MAILS_PER_ACCOUNT = { limit: 3, windowSeconds: 60 * 60 };

/** Change password (spec section 5): old password, the password rule, confirmation; other sessions end. */
export async function changePassword(
  deps: Deps,
  ctx: SessionContext,
  input: { oldPassword: string; newPassword: string; confirmNewPassword: string },
): Promise<null> {
  const member = await findMemberById(deps.db, ctx.session.memberId);
  if (!member) throw new ApiError('NOT_LOGGED_IN');
  if (isTrialType(member.type)) throw new ApiError('TRIAL_ACCOUNT_NOT_ALLOWED');
  const rule = await passwordRule(deps, member.merchant_code);
  refuseIssues(passwordIssues(rule, input.newPassword, 'newPassword'));
  if (input.confirmNewPassword !== input.newPassword) throw new ApiError('PASSWORDS_DIFFER');
  // Every check of the old password is counted before it is compared, so once the limit is reached even the
  // right password is refused: otherwise the answers would still tell a right guess from a wrong one, and
  // guesses sent in parallel would all be compared. A right password clears the count.
  const attemptsKey = `password:old:${member.id}`;
  await consumeRate(deps, { key: attemptsKey, ...WRONG_OLD_PASSWORD_LIMIT, code: 'TOO_MANY_ATTEMPTS' });
  if (!(await verifyPassword(input.oldPassword, member.password_hash)))
    throw new ApiError('OLD_PASSWORD_WRONG');
  await resetRate(deps, attemptsKey);
  if (input.newPassword === input.oldPassword)
    refuseIssues([{ field: 'newPassword', reason: 'same_as_old_password' }]);
  const hash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await updatePassword(tx, member.id, hash, deps.now(), false);
    await revokeOtherSessions(deps, tx, member.id, ctx.session.sessionId);
  });
  return null;
}

/** How long a mailed reset code works; like every code it allows five wrong tries and is used once. */
export const RESET_MAIL_CODE_MINUTES = 30;

/** The code is bound to the account, not to the address typed, so a code for one account opens no other. */
const resetMailTarget = (memberId: number) => `member:${memberId}`;

const sameEmail = (stored: string | null, typed: string) =>
  stored !== null && stored.toLowerCase() === typed.trim().toLowerCase();

/**
 * Forgot password by email: a one-time code is mailed to the account's address; with it the member sets a new
 * password (`setPasswordByEmail`). No password travels by mail, and asking cannot lock anyone out: the current
 * password keeps working until the code is used.
 */
export async function resetPasswordByEmail(
  deps: Deps,
  ctx: RequestContext,
  input: { username: string; email: string },
) {
  if (!matchesPattern(PATTERN.EMAIL, input.email.trim())) throw new ApiError('CREDENTIAL_FORMAT_INCORRECT');
  await consumeRate(deps, {
    key: `reset:ip:${ctx.ip}`,
    limit: 10,
    windowSeconds: 3600,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const member = await findMemberByAccount(deps.db, ctx.merchant.merchantCode, input.username);
  if (!member?.email || !sameEmail(member.email, input.email))
    throw new ApiError('ACCOUNT_OR_EMAIL_NOT_FOUND');
  if (isTrialType(member.type)) throw new ApiError('TRIAL_ACCOUNT_NOT_ALLOWED');
  await consumeRate(deps, {
    key: `reset:mail:${member.id}`,
    ...RESET_MAILS_PER_ACCOUNT,
    code: 'TOO_MANY_ATTEMPTS',
  });
  await mailCode(deps, 'RESET_MAIL', resetMailTarget(member.id), {
    to: member.email,
    minutes: RESET_MAIL_CODE_MINUTES,
    compose: (code, minutes) =>
      passwordResetMessage(messageLanguage(ctx), { account: member.account, code, minutes }),
  });
  return null;
}

/** Set password by the mailed code: the password rule, then the code; every earlier session ends. */
export async function setPasswordByEmail(
  deps: Deps,
  ctx: RequestContext,
  input: { username: string; email: string; verificationCode: string; newPassword: string },
) {
  const rule = await passwordRule(deps, ctx.merchant.merchantCode);
  refuseIssues(passwordIssues(rule, input.newPassword, 'newPassword'));
  const member = await findMemberByAccount(deps.db, ctx.merchant.merchantCode, input.username);
  // Whatever does not match reads as a wrong code: this call must not tell which accounts and addresses exist.
  if (!member || !sameEmail(member.email, input.email) || isTrialType(member.type))
    throw new ApiError(
      input.verificationCode.trim() ? 'VERIFICATION_CODE_INVALID' : 'VERIFICATION_CODE_MISSING',
    );
  const codeId = await checkCode(deps, ctx, 'RESET_MAIL', resetMailTarget(member.id), input.verificationCode);
  const hash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await spendCode(tx, codeId, deps.now());
    await updatePassword(tx, member.id, hash, deps.now(), false);
    await revokeOtherSessions(deps, tx, member.id, null);
  });
  return { username: member.account };
}

export async function sendResetCode(deps: Deps, ctx: RequestContext, input: CodeRequest) {
  if (!ctx.merchant.switches.CHNGPASSVERIF3) throw new ApiError('OPERATION_NOT_ENABLED');
  return sendCodeToMember(deps, ctx, 'RESET', input);
}

/** Set password by phone: SMS code and new password; answers the account so the client can log in. */
export async function setPasswordByPhone(
  deps: Deps,
  ctx: RequestContext,
  input: { newPassword: string; mobileNum: string; countryDialingCode: string; verificationCode: string },
) {
  if (!ctx.merchant.switches.CHNGPASSVERIF3) throw new ApiError('OPERATION_NOT_ENABLED');
  const phone = checkPhone(input.mobileNum, input.countryDialingCode);
  const rule = await passwordRule(deps, ctx.merchant.merchantCode);
  refuseIssues(passwordIssues(rule, input.newPassword, 'newPassword'));
  const codeId = await checkCode(deps, ctx, 'RESET', phoneTarget(phone), input.verificationCode);
  const member = await findMemberByMobile(
    deps.db,
    ctx.merchant.merchantCode,
    phone.dialingCode,
    phone.mobileNum,
  );
  if (!member) throw new ApiError('MOBILE_NOT_FOUND');
  const hash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await spendCode(tx, codeId, deps.now());
    await updatePassword(tx, member.id, hash, deps.now(), false);
    await revokeOtherSessions(deps, tx, member.id, null);
  });
  return { username: member.account };
}

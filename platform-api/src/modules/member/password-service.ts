import { randomInt } from 'node:crypto';
import { ApiError, isTrialType, matchesPattern, PATTERN } from '@platform/shared-contracts';
import type { Deps } from '../../deps';
import type { RequestContext, SessionContext } from '../../http/request-context';
import { passwordIssues, passwordRule, refuseIssues } from '../auth/password-rules';
import { revokeOtherSessions } from '../auth/session-service';
import { consumeRate, resetRate } from '../rate-limit/rate-limiter';
import { hashPassword, verifyPassword } from '../security/password-hash';
import {
  type CodeRequest,
  checkCode,
  checkPhone,
  phoneTarget,
  sendCodeToMember,
  spendCode,
} from '../verification/verification-service';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  setTemporaryPassword,
  updatePassword,
} from './member-store';

export const WRONG_OLD_PASSWORD_LIMIT = { limit: 5, windowSeconds: 15 * 60 };
/** How long a mailed temporary password works beside the real one. */
export const TEMPORARY_PASSWORD_HOURS = 24;
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
    await revokeOtherSessions(tx, member.id, ctx.session.sessionId, deps.now());
  });
  return null;
}

/** A temporary password that satisfies the default rule; the member must replace it at the next login. */
function temporaryPassword(): string {
  const letters = 'abcdefghjkmnpqrstuvwxyz';
  const digits = '23456789';
  const pick = (set: string) => set[randomInt(set.length)]!;
  return `${Array.from({ length: 6 }, () => pick(letters)).join('')}${Array.from({ length: 4 }, () => pick(digits)).join('')}`;
}

/**
 * Forgot password by email: a temporary password is mailed. It works beside the current password until it is
 * used or expires, so asking for it cannot lock anyone out; logging in with it forces a change.
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
  if (!member?.email || member.email.toLowerCase() !== input.email.trim().toLowerCase()) {
    throw new ApiError('ACCOUNT_OR_EMAIL_NOT_FOUND');
  }
  if (isTrialType(member.type)) throw new ApiError('TRIAL_ACCOUNT_NOT_ALLOWED');
  await consumeRate(deps, {
    key: `reset:mail:${member.id}`,
    ...RESET_MAILS_PER_ACCOUNT,
    code: 'TOO_MANY_ATTEMPTS',
  });
  const password = temporaryPassword();
  const hash = await hashPassword(password);
  await deps.mail.send(
    member.email,
    'Your temporary password',
    `Hello ${member.account}, your temporary password is ${password}. It works for ${TEMPORARY_PASSWORD_HOURS} hours, ` +
      'and you will be asked to change it when you log in with it. Your current password keeps working.',
  );
  const expiresAt = new Date(deps.now().getTime() + TEMPORARY_PASSWORD_HOURS * 3_600_000);
  await setTemporaryPassword(deps.db, member.id, hash, expiresAt);
  return null;
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
  const codeId = await checkCode(deps, 'RESET', phoneTarget(phone), input.verificationCode);
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
    await revokeOtherSessions(tx, member.id, null, deps.now());
  });
  return { username: member.account };
}

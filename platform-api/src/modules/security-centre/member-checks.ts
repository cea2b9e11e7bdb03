import { ApiError, isTrialType } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import { WRONG_OLD_PASSWORD_LIMIT } from '../member/password-service';
import { consumeRate, resetRate } from '../rate-limit/rate-limiter';
import { verifyPassword } from '../security/password-hash';
import { findSecurityMember, type SecurityMember } from './security-centre-store';

export const WRONG_PAYMENT_PASSWORD_LIMIT = { limit: 5, windowSeconds: 15 * 60 };

/** The member behind a session, refused when it is a trial account: every security-centre write needs a real one. */
export async function realMember(deps: Deps, memberId: number): Promise<SecurityMember> {
  const member = await findSecurityMember(deps.db, memberId);
  if (!member) throw new ApiError('NOT_LOGGED_IN');
  if (isTrialType(member.type)) throw new ApiError('TRIAL_ACCOUNT_NOT_ALLOWED');
  return member;
}

/**
 * Counts the attempt before comparing, so guesses sent in parallel are limited too and a right guess after the
 * limit cannot be told from a wrong one; a right password clears the count.
 */
async function limitedCheck(
  deps: Deps,
  key: string,
  limit: { limit: number; windowSeconds: number },
  matches: () => Promise<boolean>,
): Promise<boolean> {
  await consumeRate(deps, { key, ...limit, code: 'TOO_MANY_ATTEMPTS' });
  if (!(await matches())) return false;
  await resetRate(deps, key);
  return true;
}

/** The login password, proving it is the member; shares its counter with change password. */
export async function checkLoginPassword(
  deps: Deps,
  member: SecurityMember,
  password: string,
): Promise<void> {
  const right = await limitedCheck(deps, `password:old:${member.id}`, WRONG_OLD_PASSWORD_LIMIT, () =>
    verifyPassword(password, member.passwordHash),
  );
  if (!right) throw new ApiError('OLD_PASSWORD_WRONG');
}

/** The payment password that guards binding a bank account and every withdrawal. */
export async function checkPaymentPassword(
  deps: Deps,
  member: SecurityMember,
  paymentPassword: string,
): Promise<void> {
  const hash = member.paymentPasswordHash;
  if (!hash) throw new ApiError('PAYMENT_PASSWORD_NOT_SET');
  const right = await limitedCheck(deps, `payment-password:${member.id}`, WRONG_PAYMENT_PASSWORD_LIMIT, () =>
    verifyPassword(paymentPassword, hash),
  );
  if (!right) throw new ApiError('PAYMENT_PASSWORD_WRONG');
}

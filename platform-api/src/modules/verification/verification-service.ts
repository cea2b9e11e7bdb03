import { randomInt } from 'node:crypto';
import { ApiError, isValidPhoneNumber, LIMITS } from '@platform/shared-contracts';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { ProviderError } from '../../providers/provider-error';
import { checkCaptcha } from '../captcha/captcha-service';
import { findMemberByMobile } from '../member/member-store';
import { sha256 } from '../security/tokens';

export type CodePurpose = 'REGISTER' | 'LOGIN' | 'RESET' | 'LOGIN_2FA';

/** Sends to one number within the SMS wait window before the spec's "try again after 5 minutes" error. */
const SENDS_PER_WINDOW = 3;
const MAX_WRONG_ATTEMPTS = 5;

export interface Phone {
  dialingCode: string;
  mobileNum: string;
}

/** A phone as typed: PHONE_MISSING when empty, PHONE_FORMAT_INVALID when not a national number. */
export function checkPhone(mobileNum: string | undefined, dialingCode: string | undefined): Phone {
  const digits = (mobileNum ?? '').trim().replace(/^0+/, '');
  if (!mobileNum?.trim()) throw new ApiError('PHONE_MISSING');
  if (!dialingCode || !isValidPhoneNumber(digits)) throw new ApiError('PHONE_FORMAT_INVALID');
  return { dialingCode, mobileNum: digits };
}

export function phoneTarget(phone: Phone): string {
  return `${phone.dialingCode}${phone.mobileNum}`;
}

function codeHash(purpose: CodePurpose, target: string, code: string): string {
  return sha256(`${purpose}:${target}:${code}`);
}

/** Sends a fresh six-digit code by SMS; answers how many minutes it lives. */
export async function sendCode(
  deps: Deps,
  purpose: CodePurpose,
  target: string,
  minutes: number,
): Promise<{ expiredMinutes: number }> {
  const now = deps.now();
  const windowStart = new Date(now.getTime() - LIMITS.smsTooManyRequestsWaitMinutes * 60_000);
  const [recent] = await deps.db.query<{ n: number }>(
    'select count(*)::int as n from verification_codes where target = $1 and created_at > $2',
    [target, windowStart],
  );
  if ((recent?.n ?? 0) >= SENDS_PER_WINDOW) throw new ApiError('SMS_TOO_MANY_REQUESTS');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  try {
    await deps.sms.send(target, `Your verification code is ${code}. It expires in ${minutes} minutes.`);
  } catch (error) {
    if (error instanceof ProviderError && error.reason === 'QUOTA_EXCEEDED')
      throw new ApiError('SMS_QUOTA_EXCEEDED');
    if (error instanceof ProviderError && error.reason === 'NOT_ENABLED')
      throw new ApiError('OPERATION_NOT_ENABLED');
    throw new ApiError('PHONE_UNKNOWN_ERROR');
  }
  await deps.db.query(
    `insert into verification_codes (purpose, target, code_hash, expires_at, created_at) values ($1, $2, $3, $4, $5)`,
    [purpose, target, codeHash(purpose, target, code), new Date(now.getTime() + minutes * 60_000), now],
  );
  return { expiredMinutes: minutes };
}

/**
 * Checks the newest code sent for this purpose and number and answers its id. Only the newest code counts: an
 * earlier one stays refused even after the newer one is used. Each check first claims one of the code's five
 * attempts in a single statement, so guesses sent in parallel are limited like guesses sent one by one; a right
 * code gives its attempt back. The code is spent later by `spendCode` in the transaction that does the guarded
 * work, so a refused request leaves it usable.
 */
export async function checkCode(deps: Deps, purpose: CodePurpose, target: string, code: string | undefined) {
  if (!code?.trim()) throw new ApiError('VERIFICATION_CODE_MISSING');
  const now = deps.now();
  const [latest] = await deps.db.query<{
    id: number;
    code_hash: string;
    expires_at: Date;
    consumed_at: Date | null;
  }>(
    `select id, code_hash, expires_at, consumed_at from verification_codes
      where purpose = $1 and target = $2
      order by created_at desc, id desc limit 1`,
    [purpose, target],
  );
  if (!latest || latest.consumed_at) throw new ApiError('VERIFICATION_CODE_INVALID');
  const claimed = await deps.db.query(
    `update verification_codes set attempts = attempts + 1
      where id = $1 and attempts < $2 and consumed_at is null returning id`,
    [latest.id, MAX_WRONG_ATTEMPTS],
  );
  if (claimed.length === 0) throw new ApiError('VERIFICATION_CODE_INVALID');
  if (new Date(latest.expires_at) <= now) throw new ApiError('VERIFICATION_CODE_EXPIRED');
  if (latest.code_hash !== codeHash(purpose, target, code.trim()))
    throw new ApiError('VERIFICATION_CODE_INVALID');
  await deps.db.query('update verification_codes set attempts = attempts - 1 where id = $1', [latest.id]);
  return latest.id;
}

/** Marks a checked code used; a second request racing with the same code finds it gone. */
export async function spendCode(tx: Queryable, codeId: number, now: Date): Promise<void> {
  const used = await tx.query(
    'update verification_codes set consumed_at = $2 where id = $1 and consumed_at is null returning id',
    [codeId, now],
  );
  if (used.length === 0) throw new ApiError('VERIFICATION_CODE_INVALID');
}

export interface CodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  captchaId?: string;
  captcha?: string;
}

/**
 * Sends a code to the member registered with this number, after the merchant's human check: the shared path of
 * SMS login and password reset by phone.
 */
export async function sendCodeToMember(
  deps: Deps,
  ctx: RequestContext,
  purpose: CodePurpose,
  input: CodeRequest,
) {
  const phone = checkPhone(input.mobileNum, input.countryDialingCode);
  if (ctx.merchant.smsHumanCheck) await checkCaptcha(deps, input.captchaId, input.captcha);
  const member = await findMemberByMobile(
    deps.db,
    ctx.merchant.merchantCode,
    phone.dialingCode,
    phone.mobileNum,
  );
  if (!member) throw new ApiError('MOBILE_NOT_FOUND');
  return sendCode(deps, purpose, phoneTarget(phone), ctx.merchant.smsCodeMinutes);
}

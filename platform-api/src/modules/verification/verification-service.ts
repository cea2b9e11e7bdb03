import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, LIMITS, mobileFailure, nationalNumber } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { ProviderError } from '../../providers/provider-error';
import { checkCaptcha } from '../captcha/captcha-service';
import { memberByMobile } from '../member/member-record-service';
import { consumeRate, consumeSlidingRate, type RateRule } from '../rate-limit/rate-limiter';
import { regionDayStart } from '../rate-limit/region-day';
import { sha256 } from '../security/tokens';
import { messageLanguage, verificationMessage } from './code-messages';

export type CodePurpose =
  | 'REGISTER'
  | 'LOGIN'
  | 'RESET'
  | 'LOGIN_2FA'
  /** Forgot password by email: the code mailed to the account's address. */
  | 'RESET_MAIL'
  /** A security-centre change, proven by a code to the contact bound before it. */
  | 'SECURITY_CHANGE';
/** How a code travels: by SMS to a phone target, or by mail to an e-mail address. */
export type CodeChannel = 'sms' | 'mail';

const MAX_WRONG_ATTEMPTS = 5;
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** Sends to one target within the SMS wait window before the spec's "try again after 5 minutes" error. */
export const SENDS_PER_TARGET = { limit: 3, windowSeconds: LIMITS.smsTooManyRequestsWaitMinutes * 60 };
/** Caps above the per-target window (ASVS 2.8, 11.1): what one address, or one target in a day, may cost. */
export const SEND_CAPS: Caps = { perIpHour: 20, perIpDay: 60, perTargetDay: 10 };
export const CHECK_CAPS: Caps = { perIpHour: 60, perIpDay: 200, perTargetDay: 30 };

interface Caps {
  perIpHour: number;
  perIpDay: number;
  perTargetDay: number;
}

/**
 * The caps one send or one check counts against, each counted in its own single statement before anything else
 * happens, so requests sent in parallel cannot slip past a cap together. Days are the region's days.
 */
function capRules(action: 'send' | 'check', caps: Caps, ctx: RequestContext, target: string, now: Date) {
  const day = { windowSeconds: DAY, windowStart: regionDayStart(ctx.merchant, now) };
  const code = 'TOO_MANY_ATTEMPTS' as const;
  const rules: RateRule[] = [
    { key: `code:${action}:ip:${ctx.ip}`, windowSeconds: HOUR, limit: caps.perIpHour, code },
    { key: `code:${action}:ip-day:${ctx.ip}`, ...day, limit: caps.perIpDay, code },
    { key: `code:${action}:day:${target}`, ...day, limit: caps.perTargetDay, code },
  ];
  return rules;
}

async function consumeAll(deps: Deps, rules: RateRule[]): Promise<void> {
  for (const rule of rules) await consumeRate(deps, rule);
}

/** The limit the spec names ("try again after 5 minutes") is a true sliding window; the caps behind it are not. */
async function limitSend(deps: Deps, ctx: RequestContext, target: string, now: Date): Promise<void> {
  await consumeSlidingRate(deps, {
    key: `code:send:${target}`,
    ...SENDS_PER_TARGET,
    code: 'SMS_TOO_MANY_REQUESTS',
  });
  await consumeAll(deps, capRules('send', SEND_CAPS, ctx, target, now));
}

export interface Phone {
  dialingCode: string;
  mobileNum: string;
}

/** A phone as typed: PHONE_MISSING when empty, PHONE_FORMAT_INVALID when not a national number. */
export function checkPhone(mobileNum: string | undefined, dialingCode: string | undefined): Phone {
  const failure = mobileFailure(mobileNum ?? '', dialingCode ?? '');
  if (failure === 'input_cannot_be_empty') throw new ApiError('PHONE_MISSING');
  if (failure || !dialingCode) throw new ApiError('PHONE_FORMAT_INVALID');
  return { dialingCode, mobileNum: nationalNumber(mobileNum ?? '') };
}

export function phoneTarget(phone: Phone): string {
  return `${phone.dialingCode}${phone.mobileNum}`;
}

function codeHash(purpose: CodePurpose, target: string, code: string): string {
  return sha256(`${purpose}:${target}:${code}`);
}

/** How long deliveries take lately: a code not delivered waits as long, so timing does not tell it apart. */
let typicalDeliveryMs = 0;

export interface CodeSend {
  purpose: CodePurpose;
  target: string;
  channel?: CodeChannel;
  /** False for a target no account uses: everything happens as for a real one except the message itself. */
  deliver?: boolean;
}

/**
 * Sends a fresh six-digit code (by SMS unless told otherwise); answers how many minutes it lives. The limits are
 * counted first; a target that gets no message still gets a stored code, so both cost the same work and time.
 */
export async function sendCode(
  deps: Deps,
  ctx: RequestContext,
  { purpose, target, channel = 'sms', deliver = true }: CodeSend,
): Promise<{ expiredMinutes: number }> {
  const now = deps.now();
  const minutes = ctx.merchant.smsCodeMinutes;
  await limitSend(deps, ctx, target, now);

  const code = newCode();
  const { subject, text } = verificationMessage(messageLanguage(ctx), { code, minutes });
  try {
    if (!deliver) await sleep(typicalDeliveryMs);
    else {
      const started = performance.now();
      if (channel === 'sms') await deps.sms.send(target, text);
      else await deps.mail.send(target, subject, text);
      typicalDeliveryMs = typicalDeliveryMs * 0.8 + (performance.now() - started) * 0.2;
    }
  } catch (error) {
    if (error instanceof ProviderError && error.reason === 'QUOTA_EXCEEDED')
      throw new ApiError('SMS_QUOTA_EXCEEDED');
    if (error instanceof ProviderError && error.reason === 'NOT_ENABLED')
      throw new ApiError('OPERATION_NOT_ENABLED');
    throw new ApiError('PHONE_UNKNOWN_ERROR');
  }
  await storeCode(deps.db, { purpose, target, code, minutes, now });
  return { expiredMinutes: minutes };
}

/** A fresh six-digit code. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Keeps a code that was sent, hashed, for `checkCode` to check and `spendCode` to use up. */
export async function storeCode(
  db: Queryable,
  sent: { purpose: CodePurpose; target: string; code: string; minutes: number; now: Date },
): Promise<void> {
  await db.query(
    'insert into verification_codes (purpose, target, code_hash, expires_at, created_at) values ($1, $2, $3, $4, $5)',
    [
      sent.purpose,
      sent.target,
      codeHash(sent.purpose, sent.target, sent.code),
      new Date(sent.now.getTime() + sent.minutes * 60_000),
      sent.now,
    ],
  );
}

/**
 * Checks the newest code sent for this purpose and number and answers its id. Only the newest code counts: an
 * earlier one stays refused even after the newer one is used. Each check first claims one of the code's five
 * attempts in a single statement, so guesses sent in parallel are limited like guesses sent one by one; a right
 * code gives its attempt back. The code is spent later by `spendCode` in the transaction that does the guarded
 * work, so a refused request leaves it usable. Before that, the check counts against the caps of its address and
 * of the target's day.
 */
export async function checkCode(
  deps: Deps,
  ctx: RequestContext,
  purpose: CodePurpose,
  target: string,
  code: string | undefined,
) {
  if (!code?.trim()) throw new ApiError('VERIFICATION_CODE_MISSING');
  const now = deps.now();
  await consumeAll(deps, capRules('check', CHECK_CAPS, ctx, target, now));
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
 * SMS login and password reset by phone. A number no account uses gets the same answer, after the same limits and
 * the same work, but no message: the answer never tells whether a number has an account.
 */
export async function sendCodeToMember(
  deps: Deps,
  ctx: RequestContext,
  purpose: CodePurpose,
  input: CodeRequest,
) {
  const phone = checkPhone(input.mobileNum, input.countryDialingCode);
  if (ctx.merchant.smsHumanCheck) await checkCaptcha(deps, input.captchaId, input.captcha);
  const member = await memberByMobile(deps.db, ctx.merchant.merchantCode, phone);
  return sendCode(deps, ctx, { purpose, target: phoneTarget(phone), deliver: member !== null });
}

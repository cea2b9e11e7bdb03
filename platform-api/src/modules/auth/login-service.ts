import { randomBytes } from 'node:crypto';
import {
  ApiError,
  type LoginResult,
  type LoginSuccess,
  TRIAL_TYPE,
  type TwoFactorMethod,
} from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { checkCaptcha } from '../captcha/captcha-service';
import {
  createMember,
  knownIpsOf,
  type MemberRow,
  memberByAccount,
  memberById,
  memberByMobile,
  rehashPassword,
  setPasswordHash,
} from '../member/member-record-service';
import { consumeRate, countAttempt, resetRate } from '../rate-limit/rate-limiter';
import { hashPassword, needsRehash, UNKNOWN_ACCOUNT_HASH, verifyPassword } from '../security/password-hash';
import {
  type CodeChannel,
  type CodeRequest,
  checkCode,
  checkPhone,
  phoneTarget,
  sendCode,
  sendCodeToMember,
  spendCode,
} from '../verification/verification-service';
import { checkPortal, completeLogin, isWeakDefaultPassword, type Portal } from './login-completion';

/** Wrong passwords for one account within the window before the captcha is asked for. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** Wrong passwords for one account within the window before it refuses every attempt. */
export const LOCK_AFTER_FAILURES = 10;
export const FAILURE_WINDOW_SECONDS = 15 * 60;
export const LOGIN_ATTEMPTS_PER_IP = { limit: 30, windowSeconds: 5 * 60 };
export const FREE_PLAY_PER_IP = { limit: 10, windowSeconds: 60 * 60 };
export const CHALLENGE_TTL_SECONDS = 10 * 60;
const CHALLENGE_MAX_ATTEMPTS = 5;

function failureKey(merchantCode: string, account: string) {
  return `login:fail:${merchantCode}:${account.trim().toLowerCase()}`;
}

async function limitLoginAttempts(deps: Deps, ip: string) {
  await consumeRate(deps, { key: `login:ip:${ip}`, ...LOGIN_ATTEMPTS_PER_IP, code: 'TOO_MANY_ATTEMPTS' });
}

/** Username and password (spec section 4, Login), with captcha after repeated failures and 2FA for a new IP. */
export async function loginWithPassword(
  deps: Deps,
  ctx: RequestContext,
  input: { username: string; password: string; captchaId?: string; captcha?: string; portal: Portal },
): Promise<LoginResult> {
  await limitLoginAttempts(deps, ctx.ip);
  // Every attempt is counted before anything is checked, in one statement: guesses sent in parallel each see
  // their own count, so no more than the limit reach the password. A success clears the count.
  const key = failureKey(ctx.merchant.merchantCode, input.username);
  const attempts = await countAttempt(deps, { key, windowSeconds: FAILURE_WINDOW_SECONDS });
  const earlierFailures = attempts - 1;
  if (earlierFailures >= LOCK_AFTER_FAILURES)
    throw new ApiError('TOO_MANY_ATTEMPTS', { value: { captchaRequired: true } });
  if (earlierFailures >= CAPTCHA_AFTER_FAILURES) await checkCaptcha(deps, input.captchaId, input.captcha);

  const found = await memberByAccount(deps.db, ctx.merchant.merchantCode, input.username);
  const member = await matchPassword(deps, found, input.password);
  if (!member) {
    throw new ApiError('WRONG_CREDENTIALS', {
      value: { captchaRequired: attempts >= CAPTCHA_AFTER_FAILURES },
    });
  }
  // The password was right: the failure count clears even when the account is then refused (locked, wrong portal).
  await resetRate(deps, key);
  checkPortal(member, input.portal);

  const weak = isWeakDefaultPassword(input.password);
  const ips = await knownIpsOf(deps.db, member.id, ctx.ip);
  const methods = challengeMethods(member);
  if (ips.hasAny && !ips.isKnown && methods.length > 0) {
    return createChallenge(deps, member, ctx.ip, input.portal, methods, weak);
  }
  return deps.db.transaction((tx) =>
    completeLogin(deps, tx, {
      member,
      merchant: ctx.merchant,
      portal: input.portal,
      ip: ctx.ip,
      method: 'password',
      weak,
    }),
  );
}

/**
 * The member when the typed password is theirs: the current one, or a mailed temporary one still in date, which
 * then becomes the password and must be changed. Unknown accounts cost the same time as wrong passwords.
 */
async function matchPassword(deps: Deps, member: MemberRow | null, typed: string): Promise<MemberRow | null> {
  if (!member) {
    await verifyPassword(typed, UNKNOWN_ACCOUNT_HASH);
    return null;
  }
  if (await verifyPassword(typed, member.password_hash)) {
    if (needsRehash(member.password_hash))
      await rehashPassword(deps.db, member.id, member.password_hash, await hashPassword(typed));
    return member;
  }
  const temporary = member.reset_password_hash;
  const inDate = member.reset_expires_at !== null && new Date(member.reset_expires_at) > deps.now();
  if (!temporary || !inDate || !(await verifyPassword(typed, temporary))) return null;
  await setPasswordHash(deps.db, member.id, temporary, deps.now(), true);
  return {
    ...member,
    password_hash: temporary,
    must_change_password: true,
    reset_password_hash: null,
    reset_expires_at: null,
  };
}

/** Mobile number and SMS code; the code itself proves possession, so no extra IP check. */
export async function loginWithSms(
  deps: Deps,
  ctx: RequestContext,
  input: { mobileNum: string; countryDialingCode: string; verificationCode: string; portal: Portal },
): Promise<LoginSuccess> {
  if (!ctx.merchant.switches.MOBILEVERCODELOGIN3) throw new ApiError('OPERATION_NOT_ENABLED');
  await limitLoginAttempts(deps, ctx.ip);
  const phone = checkPhone(input.mobileNum, input.countryDialingCode);
  const codeId = await checkCode(deps, ctx, 'LOGIN', phoneTarget(phone), input.verificationCode);
  const member = await memberByMobile(deps.db, ctx.merchant.merchantCode, phone);
  if (!member) throw new ApiError('MOBILE_NOT_FOUND');
  checkPortal(member, input.portal);
  return deps.db.transaction(async (tx) => {
    await spendCode(tx, codeId, deps.now());
    return completeLogin(deps, tx, {
      member,
      merchant: ctx.merchant,
      portal: input.portal,
      ip: ctx.ip,
      method: 'sms',
      weak: false,
    });
  });
}

export async function sendLoginCode(deps: Deps, ctx: RequestContext, input: CodeRequest) {
  if (!ctx.merchant.switches.MOBILEVERCODELOGIN3) throw new ApiError('OPERATION_NOT_ENABLED');
  return sendCodeToMember(deps, ctx, 'LOGIN', input);
}

/** A trial account (type 4) for free play; it can look around but not play for money. */
export async function startFreePlay(
  deps: Deps,
  ctx: RequestContext,
  input: { random: string },
): Promise<LoginSuccess> {
  if (!ctx.merchant.switches.FREEPLAY3) throw new ApiError('OPERATION_NOT_ENABLED');
  await consumeRate(deps, { key: `freeplay:ip:${ctx.ip}`, ...FREE_PLAY_PER_IP, code: 'TOO_MANY_ATTEMPTS' });
  const passwordHash = await hashPassword(input.random);
  return deps.db.transaction(async (tx) => {
    const member = await createMember(tx, {
      merchantCode: ctx.merchant.merchantCode,
      account: `trial_${randomBytes(5).toString('hex')}`,
      passwordHash,
      type: TRIAL_TYPE,
      referralCode: null,
      language: ctx.language,
      firstTimeLogin: false,
      registerIp: ctx.ip,
      now: deps.now(),
    });
    return completeLogin(deps, tx, {
      member,
      merchant: ctx.merchant,
      portal: 'MEMBER',
      ip: ctx.ip,
      method: 'trial',
      weak: false,
    });
  });
}

/**
 * The checks an account can answer (spec section 4: unregistered IP), each a code sent to a contact the account
 * registered: SMS to its mobile, or mail to its e-mail. Mobile number, e-mail and payee name are not secrets, so
 * they are never proof on their own (decision 030).
 */
export function challengeMethods(member: MemberRow): TwoFactorMethod[] {
  const methods: TwoFactorMethod[] = [];
  if (member.mobile_num && member.dialing_code) methods.push('SMS_CODE');
  if (member.email) methods.push('EMAIL');
  return methods;
}

/** Where a challenge method sends its code, and how. */
function codeDestination(
  member: MemberRow,
  method: TwoFactorMethod,
): { target: string; channel: CodeChannel } {
  if (method === 'SMS_CODE' && member.mobile_num && member.dialing_code)
    return {
      target: phoneTarget({ dialingCode: member.dialing_code, mobileNum: member.mobile_num }),
      channel: 'sms',
    };
  if (method === 'EMAIL' && member.email)
    return { target: member.email.trim().toLowerCase(), channel: 'mail' };
  throw notOffered();
}

function notOffered(): ApiError {
  return new ApiError('BAD_REQUEST', {
    details: [{ field: 'method', reason: 'not offered for this login' }],
  });
}

async function createChallenge(
  deps: Deps,
  member: MemberRow,
  ip: string,
  portal: Portal,
  methods: TwoFactorMethod[],
  weak: boolean,
): Promise<LoginResult> {
  const id = randomBytes(16).toString('hex');
  const expiresAt = new Date(deps.now().getTime() + CHALLENGE_TTL_SECONDS * 1000);
  await deps.db.query(
    `insert into login_challenges (id, member_id, ip, portal, methods, weak_password, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [id, member.id, ip, portal, methods, weak, expiresAt],
  );
  return { status: 'VERIFY', challengeId: id, methods, expiresInSeconds: CHALLENGE_TTL_SECONDS };
}

interface ChallengeRow {
  id: string;
  member_id: number;
  ip: string;
  portal: Portal;
  methods: TwoFactorMethod[];
  weak_password: boolean;
  attempts: number;
  expires_at: Date;
}

async function openChallenge(deps: Deps, ctx: RequestContext, challengeId: string, method: TwoFactorMethod) {
  const [challenge] = await deps.db.query<ChallengeRow>(
    'select * from login_challenges where id = $1 and consumed_at is null',
    [challengeId],
  );
  if (!challenge || challenge.ip !== ctx.ip) throw new ApiError('VERIFICATION_REQUIRED');
  if (new Date(challenge.expires_at) <= deps.now()) throw new ApiError('VERIFICATION_CODE_EXPIRED');
  if (challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) throw new ApiError('TOO_MANY_ATTEMPTS');
  const member = await memberById(deps.db, challenge.member_id);
  if (!member) throw new ApiError('VERIFICATION_REQUIRED');
  if (!challenge.methods.includes(method)) throw notOffered();
  return { challenge, member, destination: codeDestination(member, method) };
}

/** Sends the challenge's code to the contact the member picked: SMS to the mobile or mail to the e-mail. */
export async function sendChallengeCode(
  deps: Deps,
  ctx: RequestContext,
  input: { challengeId: string; method?: TwoFactorMethod | undefined },
) {
  const { destination } = await openChallenge(deps, ctx, input.challengeId, input.method ?? 'SMS_CODE');
  return sendCode(deps, ctx, { purpose: 'LOGIN_2FA', ...destination });
}

/**
 * Answers the login challenge with the code sent for the picked method; the IP becomes known to the account and
 * the session starts. Each answer first claims one of the challenge's attempts in one statement, so answers sent in
 * parallel are limited like answers sent one by one.
 */
export async function verifyChallenge(
  deps: Deps,
  ctx: RequestContext,
  input: { challengeId: string; method: TwoFactorMethod; answer: string },
): Promise<LoginSuccess> {
  const { challenge, member, destination } = await openChallenge(deps, ctx, input.challengeId, input.method);
  const claimed = await deps.db.query(
    `update login_challenges set attempts = attempts + 1
      where id = $1 and consumed_at is null and attempts < $2 returning id`,
    [challenge.id, CHALLENGE_MAX_ATTEMPTS],
  );
  if (claimed.length === 0) throw new ApiError('TOO_MANY_ATTEMPTS');
  const codeId = await checkCode(deps, ctx, 'LOGIN_2FA', destination.target, input.answer);
  return deps.db.transaction(async (tx) => {
    const used = await tx.query(
      'update login_challenges set consumed_at = $2 where id = $1 and consumed_at is null returning id',
      [challenge.id, deps.now()],
    );
    if (used.length === 0) throw new ApiError('VERIFICATION_REQUIRED');
    await spendCode(tx, codeId, deps.now());
    return completeLogin(deps, tx, {
      member,
      merchant: ctx.merchant,
      portal: challenge.portal,
      ip: ctx.ip,
      method: 'password',
      weak: challenge.weak_password,
    });
  });
}

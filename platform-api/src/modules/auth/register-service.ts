import { randomBytes, randomInt } from 'node:crypto';
import {
  AGENT_TYPES,
  ApiError,
  checkFieldValue,
  type FieldIssue,
  type LoginSuccess,
  MEMBER_TYPE,
  type RegistrationPayload,
} from '@platform/shared-contracts/server';
import { violatedUniqueIndex } from '../../db/unique-violation';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../http/request-context';
import { checkCaptcha } from '../captcha/captcha-service';
import {
  agentByAffiliateCode,
  createMember,
  MEMBER_UNIQUE_INDEXES,
  type MemberRow,
  memberByAccount,
  memberByMobile,
  memberByReferralCode,
} from '../member/member-record-service';
import { consumeRate } from '../rate-limit/rate-limiter';
import { hashPassword } from '../security/password-hash';
import { keepPaymentPasswordHash } from '../security-centre/security-centre-service';
import { fieldRulesOf } from '../system/system-service';
import {
  checkCode,
  checkPhone,
  type Phone,
  phoneTarget,
  sendCode,
  spendCode,
} from '../verification/verification-service';
import { completeLogin } from './login-completion';
import { passwordIssues, passwordRule, refuseIssues } from './password-rules';

export type RegisterKind = 'USERNAME' | 'MOBILE';
export const REGISTRATIONS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };

/** Extra contact and identity fields kept on the profile as typed. */
const PROFILE_FIELDS = [
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'domain',
  'registerUrl',
] as const;

function registrationOpen(ctx: RequestContext, kind: RegisterKind): boolean {
  const s = ctx.merchant.switches;
  return kind === 'USERNAME' ? s.USERNAMEREG3 : s.MOBILENUMREG3 || s.MOBILENUMPASSREG3;
}

async function checkFields(
  deps: Deps,
  ctx: RequestContext,
  kind: RegisterKind,
  payload: RegistrationPayload,
) {
  const rules = await fieldRulesOf(deps, ctx.merchant.merchantCode);
  const issues: FieldIssue[] = [];
  const values = payload as Record<string, unknown>;
  for (const rule of rules) {
    if (rule.field === 'password' || rule.field === 'captcha' || rule.field === 'verificationCode') continue;
    const mustHave =
      (rule.field === 'username' && kind === 'USERNAME') || (rule.field === 'mobileNum' && kind === 'MOBILE');
    const effective = mustHave ? { ...rule, enabled: true, required: true } : rule;
    if (rule.field === 'username' && kind === 'MOBILE' && !payload.username) continue;
    const value = values[rule.field];
    const failure = checkFieldValue(effective, typeof value === 'string' ? value : undefined);
    if (failure) issues.push({ field: rule.field, reason: failure.messageKey });
  }
  if (kind === 'USERNAME' && !payload.username?.trim() && !issues.some((i) => i.field === 'username')) {
    issues.push({ field: 'username', reason: 'input_cannot_be_empty' });
  }
  issues.push(
    ...passwordIssues(await passwordRule(deps, ctx.merchant.merchantCode), payload.password, 'password'),
  );
  if (!ctx.merchant.switches.DIRECTREG3 && !payload.affiliateCode?.trim()) {
    issues.push({ field: 'affiliateCode', reason: 'input_cannot_be_empty' });
  }
  refuseIssues(issues);
  if (payload.confirmPassword !== payload.password) throw new ApiError('PASSWORDS_DIFFER');
}

async function findUpline(deps: Deps, ctx: RequestContext, payload: RegistrationPayload) {
  let agent: MemberRow | null = null;
  if (payload.affiliateCode?.trim()) {
    agent = await agentByAffiliateCode(
      deps.db,
      ctx.merchant.merchantCode,
      payload.affiliateCode,
      AGENT_TYPES,
    );
    if (!agent) throw new ApiError('INVALID_AFFILIATE_CODE');
  }
  let referrer: MemberRow | null = null;
  if (payload.referralCode?.trim()) {
    referrer = await memberByReferralCode(deps.db, ctx.merchant.merchantCode, payload.referralCode);
    if (!referrer)
      throw new ApiError('INVALID_AFFILIATE_CODE', {
        message: 'Invalid referral code',
        details: [{ field: 'referralCode', reason: 'unknown' }],
      });
  }
  return { agent, referrer };
}

function newReferralCode(): string {
  return randomBytes(6)
    .toString('base64url')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')
    .slice(0, 8);
}

/**
 * Registration by username or by mobile (spec section 4, Registration). Every check runs before anything is
 * written; the code is spent and the member created in one transaction, and the new member is logged in.
 */
export async function registerMember(
  deps: Deps,
  ctx: RequestContext,
  kind: RegisterKind,
  payload: RegistrationPayload,
): Promise<LoginSuccess> {
  if (!registrationOpen(ctx, kind)) throw new ApiError('OPERATION_NOT_ENABLED');
  await consumeRate(deps, {
    key: `register:ip:${ctx.ip}`,
    ...REGISTRATIONS_PER_IP,
    code: 'TOO_MANY_ATTEMPTS',
  });
  await checkFields(deps, ctx, kind, payload);

  const merchantCode = ctx.merchant.merchantCode;
  let phone: Phone | null = null;
  if (kind === 'MOBILE' || payload.mobileNum?.trim()) {
    phone = checkPhone(payload.mobileNum, payload.countryDialingCode);
    if (await memberByMobile(deps.db, merchantCode, phone)) {
      throw new ApiError('MOBILE_EXISTS');
    }
  }
  const account = payload.username?.trim() || `u${randomInt(100_000_000, 999_999_999)}`;
  if (await memberByAccount(deps.db, merchantCode, account)) throw new ApiError('ACCOUNT_EXISTS');
  const { agent, referrer } = await findUpline(deps, ctx, payload);

  const needsCode = phone !== null && ctx.merchant.switches.REGMOBVERF3;
  const codeId =
    needsCode && phone
      ? await checkCode(deps, ctx, 'REGISTER', phoneTarget(phone), payload.verificationCode)
      : null;
  if (ctx.merchant.registerCaptcha) await checkCaptcha(deps, payload.captchaId, payload.captcha);

  const passwordHash = await hashPassword(payload.password);
  const profile: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = payload[field]?.trim();
    if (value) profile[field] = value;
  }
  const paymentPasswordHash = payload.paymentPassword ? await hashPassword(payload.paymentPassword) : null;

  try {
    return await deps.db.transaction(async (tx) => {
      if (codeId !== null) await spendCode(tx, codeId, deps.now());
      const member = await createMember(tx, {
        merchantCode,
        account,
        passwordHash,
        type: MEMBER_TYPE,
        dialingCode: phone?.dialingCode ?? null,
        mobileNum: phone?.mobileNum ?? null,
        email: payload.email?.trim() || null,
        payeeName: payload.payeeName?.trim() || null,
        profile,
        parentId: agent?.id ?? null,
        referredBy: referrer?.id ?? null,
        referralCode: newReferralCode(),
        language: ctx.language,
        firstTimeLogin: true,
        registerIp: ctx.ip,
        now: deps.now(),
      });
      if (paymentPasswordHash) await keepPaymentPasswordHash(tx, member.id, paymentPasswordHash);
      return completeLogin(deps, tx, {
        member,
        merchant: ctx.merchant,
        portal: 'MEMBER',
        ip: ctx.ip,
        method: 'register',
        weak: false,
      });
    });
  } catch (error) {
    // Two registrations racing for one name or number: the unique index decides.
    const index = violatedUniqueIndex(error);
    if (index === MEMBER_UNIQUE_INDEXES.mobile) throw new ApiError('MOBILE_EXISTS');
    if (index === MEMBER_UNIQUE_INDEXES.account) throw new ApiError('ACCOUNT_EXISTS');
    throw error;
  }
}

export async function sendRegisterCode(
  deps: Deps,
  ctx: RequestContext,
  input: {
    mobileNo: string;
    countryDialingCode: string;
    regType: RegisterKind;
    captchaId?: string;
    captcha?: string;
  },
) {
  if (!registrationOpen(ctx, input.regType)) throw new ApiError('OPERATION_NOT_ENABLED');
  const phone = checkPhone(input.mobileNo, input.countryDialingCode);
  if (ctx.merchant.smsHumanCheck) await checkCaptcha(deps, input.captchaId, input.captcha);
  if (await memberByMobile(deps.db, ctx.merchant.merchantCode, phone)) {
    throw new ApiError('MOBILE_EXISTS');
  }
  return sendCode(deps, ctx, { purpose: 'REGISTER', target: phoneTarget(phone) });
}

const HOSTNAME =
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*(:\d{1,5})?$/i;

/** The affiliate check of the register form: the code must belong to one of this merchant's agents. */
export async function checkAffiliate(
  deps: Deps,
  ctx: RequestContext,
  input: { code: string; domain?: string },
) {
  if (input.domain !== undefined && !HOSTNAME.test(input.domain)) throw new ApiError('DOMAIN_CHECK_FAILED');
  const agent = await agentByAffiliateCode(deps.db, ctx.merchant.merchantCode, input.code, AGENT_TYPES);
  if (!agent?.affiliate_code) throw new ApiError('INVALID_AFFILIATE_CODE');
  return { code: agent.affiliate_code, agentAccount: agent.account };
}

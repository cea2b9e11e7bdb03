import * as v from 'valibot';
import { paymentPasswordSchema } from '../validation/member-fields';
import {
  dialingCodeSchema,
  expiryResponse,
  humanCheckFields,
  loginResultSchema,
  loginSuccessSchema,
  mobileNumSchema,
  requiredText,
  TWO_FACTOR_METHODS,
  text,
  verificationCodeSchema,
} from './common-schemas';
import { defineCall } from './define-call';

export const LOGIN_PORTALS = ['MEMBER', 'AGENT'] as const;

const usernameLogin = {
  username: requiredText(64),
  password: requiredText(64),
  ...humanCheckFields,
  /** The agent login page sends AGENT: non-agents are refused there. */
  portal: v.optional(v.picklist(LOGIN_PORTALS), 'MEMBER'),
};

export const loginCall = defineCall({
  name: 'login',
  method: 'POST',
  path: '/wps/session/login',
  encrypted: true,
  request: v.strictObject({ ...usernameLogin, type: v.optional(v.literal('username'), 'username') }),
  response: loginResultSchema,
});

export const loginV2Call = defineCall({
  name: 'loginV2',
  method: 'POST',
  path: '/wps/session/loginV2',
  encrypted: true,
  request: v.variant('type', [
    v.strictObject({ type: v.literal('username'), ...usernameLogin }),
    v.strictObject({
      type: v.literal('sms'),
      mobileNum: mobileNumSchema,
      countryDialingCode: dialingCodeSchema,
      verificationCode: verificationCodeSchema,
      portal: v.optional(v.picklist(LOGIN_PORTALS), 'MEMBER'),
    }),
  ]),
  response: loginResultSchema,
});

const codeRequest = {
  mobileNum: mobileNumSchema,
  countryDialingCode: dialingCodeSchema,
  ...humanCheckFields,
};

/** Sends the SMS code for logging in by mobile (loginCode / getLoginCode). */
export const loginCodeCall = defineCall({
  name: 'loginCode',
  method: 'POST',
  path: '/wps/session/loginCode',
  request: v.strictObject(codeRequest),
  response: expiryResponse,
});

export const freePlayCall = defineCall({
  name: 'freePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  encrypted: true,
  request: v.strictObject({
    os: text(32),
    platform: v.literal('W'),
    random: v.pipe(v.string(), v.minLength(16), v.maxLength(128)),
    gatewayVersion: v.literal(3),
  }),
  response: loginSuccessSchema,
});

export const verifyLoginCall = defineCall({
  name: 'verifyLogin',
  method: 'POST',
  path: '/wps/session/login/verify',
  encrypted: true,
  request: v.strictObject({
    challengeId: requiredText(64),
    method: v.picklist(TWO_FACTOR_METHODS),
    answer: requiredText(255),
  }),
  response: loginSuccessSchema,
});

/**
 * Sends the code of a login challenge to a contact the account registered, by the method the member picked:
 * SMS_CODE (the mobile, the default) or EMAIL (decision 030).
 */
export const verifyLoginCodeCall = defineCall({
  name: 'verifyLoginCode',
  method: 'POST',
  path: '/wps/session/login/verify/code',
  request: v.strictObject({
    challengeId: requiredText(64),
    method: v.optional(v.picklist(TWO_FACTOR_METHODS)),
  }),
  response: expiryResponse,
});

export const logoutCall = defineCall({
  name: 'logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'session',
  request: v.strictObject({}),
  response: v.null(),
});

export const firstLoginCall = defineCall({
  name: 'firstLogin',
  method: 'POST',
  path: '/wps/session/firstLogin',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({ firstTimeLogin: v.boolean() }),
});

export const smsNoLoginCall = defineCall({
  name: 'smsNoLogin',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  request: v.strictObject(codeRequest),
  response: expiryResponse,
});

export const REG_TYPES = ['USERNAME', 'MOBILE'] as const;

export const smsRegisterCall = defineCall({
  name: 'sendRegPhoneCode',
  method: 'POST',
  path: '/wps/verification/sms/register',
  request: v.strictObject({
    mobileNo: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    regType: v.picklist(REG_TYPES),
    ...humanCheckFields,
  }),
  response: expiryResponse,
});

const optionalField = (max = 128) => v.optional(text(max));

/** The registration payload of spec section 3. Which fields are used and required comes from the server. */
export const registrationPayloadSchema = v.strictObject({
  username: optionalField(64),
  password: requiredText(64),
  confirmPassword: requiredText(64),
  payeeName: optionalField(),
  email: optionalField(254),
  qqNum: optionalField(),
  mobileNum: optionalField(20),
  recommenderId: optionalField(),
  ...humanCheckFields,
  verificationCode: optionalField(255),
  affiliateCode: optionalField(64),
  /** Six digits like every payment password, whatever the merchant's field rule says; empty when not asked. */
  paymentPassword: v.optional(v.union([v.literal(''), paymentPasswordSchema], 'payment_password_six_digits')),
  line: optionalField(),
  whatsapp: optionalField(),
  facebook: optionalField(),
  wechat: optionalField(),
  idNumber: optionalField(),
  referralCode: optionalField(64),
  domain: optionalField(255),
  countryDialingCode: v.optional(dialingCodeSchema),
  login: v.optional(v.literal(true), true),
  registerUrl: optionalField(2048),
  registerMethod: v.optional(v.literal('WEB'), 'WEB'),
  firebaseChannel: optionalField(),
  firebaseIdToken: optionalField(4096),
});

export type RegistrationPayload = v.InferInput<typeof registrationPayloadSchema>;

export const registerCall = defineCall({
  name: 'register',
  method: 'PUT',
  path: '/wps/member/register',
  encrypted: true,
  request: registrationPayloadSchema,
  response: loginSuccessSchema,
});

export const registerMobileCall = defineCall({
  name: 'registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  encrypted: true,
  request: registrationPayloadSchema,
  response: loginSuccessSchema,
});

export const affiliateCheckCall = defineCall({
  name: 'affiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  request: v.strictObject({ code: requiredText(64), domain: v.optional(text(255)) }),
  response: v.object({ code: v.string(), agentAccount: v.string() }),
});

import * as v from 'valibot';
import {
  dialingCodeSchema,
  languageSchema,
  memberSummarySchema,
  mobileNumSchema,
  requiredText,
  verificationCodeSchema,
} from './common-schemas';
import { defineCall } from './define-call';

export const MEMBER_ICONS = ['avatar-1', 'avatar-2', 'avatar-3', 'avatar-4', 'avatar-5', 'avatar-6'] as const;

export const memberInfoSchema = v.object({
  ...memberSummarySchema.entries,
  currencySymbol: v.string(),
  language: v.string(),
  icon: v.string(),
  /** Masked for display; the full number never leaves the server. */
  mobileNum: v.nullable(v.string()),
  email: v.nullable(v.string()),
  referralCode: v.nullable(v.string()),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  registeredAt: v.string(),
});

export const loginInfoSchema = v.object({
  loginTime: v.string(),
  loginIp: v.string(),
  lastLoginTime: v.nullable(v.string()),
  lastLoginIp: v.nullable(v.string()),
});

export const memberInfoCall = defineCall({
  name: 'memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({ member: memberInfoSchema, loginInfo: loginInfoSchema }),
});

export const memberIconCall = defineCall({
  name: 'memberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'session',
  request: v.strictObject({}),
  response: v.object({ icon: v.string(), choices: v.array(v.string()) }),
});

export const updateMemberIconCall = defineCall({
  name: 'updateMemberIcon',
  method: 'POST',
  path: '/wps/member/info/icon',
  auth: 'session',
  request: v.strictObject({ icon: v.picklist(MEMBER_ICONS) }),
  response: v.object({ icon: v.string(), choices: v.array(v.string()) }),
});

export const updateLanguageCall = defineCall({
  name: 'updateLanguage',
  method: 'PUT',
  path: '/wps/member/language',
  auth: 'session',
  request: v.strictObject({ language: languageSchema }),
  response: v.object({ language: v.string() }),
});

export const changePasswordCall = defineCall({
  name: 'changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: 'session',
  encrypted: true,
  request: v.strictObject({
    oldPassword: requiredText(64),
    newPassword: requiredText(64),
    confirmNewPassword: requiredText(64),
  }),
  response: v.null(),
});

/** Mails a one-time code to the account's email; the password itself never travels by mail. */
export const forgotPasswordByEmailCall = defineCall({
  name: 'forgotPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  bodyFormat: 'form',
  request: v.strictObject({ username: requiredText(64), email: requiredText(254) }),
  response: v.null(),
});

/** The mailed code and a new password; answers the account, like the phone reset. */
export const setPasswordByEmailCall = defineCall({
  name: 'setPasswordByEmail',
  method: 'POST',
  path: '/wps/member/password/email/verification',
  encrypted: true,
  request: v.strictObject({
    username: requiredText(64),
    email: requiredText(254),
    verificationCode: verificationCodeSchema,
    newPassword: requiredText(64),
  }),
  response: v.object({ username: v.string() }),
});

export const setPasswordByPhoneCall = defineCall({
  name: 'setPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  encrypted: true,
  request: v.strictObject({
    newPassword: requiredText(64),
    mobileNum: mobileNumSchema,
    countryDialingCode: dialingCodeSchema,
    verificationCode: verificationCodeSchema,
  }),
  /** The account name, so the client can log in with the new password as spec section 4 says. */
  response: v.object({ username: v.string() }),
});

export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

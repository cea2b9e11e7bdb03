import * as v from 'valibot';

/** A bounded string; every string a client sends has an upper bound so an overlong value is refused. */
export const text = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const requiredText = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));

export const emptyRequest = v.strictObject({});

/**
 * A day of a record filter (yyyy-MM-dd, a real calendar day) within the years any record can have: the region-day
 * arithmetic behind the filters (and JavaScript's dates, which read years below 100 as 19xx) is only sound there.
 */
export const recordDaySchema = v.pipe(
  v.string(),
  v.regex(/^20\d\d-\d{2}-\d{2}$/, 'date must be yyyy-MM-dd, from 2000 to 2099'),
  v.isoDate(),
);
export const nullResponse = v.nullable(v.null());

export const humanCheckFields = {
  captchaId: v.optional(text(64)),
  captcha: v.optional(text(16)),
};

export const dialingCodeSchema = v.pipe(
  v.string(),
  v.regex(/^\d{1,4}$/, 'countryDialingCode must be 1-4 digits'),
);
/** Emptiness and format are business errors (PHONE_MISSING, PHONE_FORMAT_INVALID), checked by the service. */
export const mobileNumSchema = v.pipe(v.string(), v.trim(), v.maxLength(20));
/** Emptiness is VERIFICATION_CODE_MISSING, checked by the service. */
export const verificationCodeSchema = v.pipe(v.string(), v.trim(), v.maxLength(255));
export const languageSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Z]{2,3}$/, 'language must be an upper-case code'),
);

export const expiryResponse = v.object({ expiredMinutes: v.number() });

export const memberSummarySchema = v.object({
  id: v.number(),
  account: v.string(),
  nickname: v.nullable(v.string()),
  type: v.number(),
  isAgent: v.boolean(),
  isTrial: v.boolean(),
  currency: v.string(),
  merchantCode: v.string(),
});

/** A successful login: token plus what the client needs to decide the next step (spec section 4, Login). */
export const loginSuccessSchema = v.object({
  status: v.literal('OK'),
  token: v.string(),
  firstTimeLogin: v.boolean(),
  passwordExpired: v.boolean(),
  /** The password was the weak default "{secret}": the change-password modal must open. */
  weakPassword: v.boolean(),
  user: memberSummarySchema,
});

export const TWO_FACTOR_METHODS = ['MOBILE', 'SMS_CODE', 'EMAIL', 'PAYEE_NAME', 'GOOGLE'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** A login from an IP the account has not used before: no token yet, one of these checks first. */
export const loginChallengeSchema = v.object({
  status: v.literal('VERIFY'),
  challengeId: v.string(),
  methods: v.array(v.picklist(TWO_FACTOR_METHODS)),
  expiresInSeconds: v.number(),
});

export const loginResultSchema = v.variant('status', [loginSuccessSchema, loginChallengeSchema]);

export type LoginSuccess = v.InferOutput<typeof loginSuccessSchema>;
export type LoginChallenge = v.InferOutput<typeof loginChallengeSchema>;
export type LoginResult = v.InferOutput<typeof loginResultSchema>;
export type MemberSummary = v.InferOutput<typeof memberSummarySchema>;

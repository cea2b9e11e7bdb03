/**
 * The one place where a failure becomes words: catalogue codes (spec section 8) to i18n keys, and the field
 * reasons of decision 008 to field messages. Components never compare error strings.
 */
import {
  asApiError,
  type ErrorCode,
  type errorCatalogue,
  errorMessageKey,
  type FieldRule,
  type FieldRuleFailure,
  fieldReasons,
  lengthMessage,
} from '@platform/shared-contracts/client';
import type { AuthKey, AuthT } from '../i18n/auth-i18n';

type CatalogueKey = (typeof errorCatalogue)[ErrorCode]['i18nKey'];

/** Compile-time guard: every catalogue message has a key in en.json (and the tests check cn and km). */
const catalogueKeysAreTranslated: [CatalogueKey] extends [AuthKey] ? true : never = true;
void catalogueKeysAreTranslated;

export { asApiError, errorMessageKey } from '@platform/shared-contracts/client';

/** The translated message of a failure, for a popup or an alert. */
export function errorMessage(t: AuthT, error: unknown): string {
  return t(errorMessageKey(error));
}

/** A refused login or code request that asks for the captcha (`value: {captchaRequired: true}`). */
export function isCaptchaRequired(error: unknown): boolean {
  const value = asApiError(error).value;
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { captchaRequired?: unknown }).captchaRequired === true
  );
}

/** Refusals that are about the SMS code the player typed, so they belong beside the code field. */
const CODE_ERRORS = new Set<ErrorCode>([
  'VERIFICATION_CODE_INVALID',
  'VERIFICATION_CODE_EXPIRED',
  'VERIFICATION_CODE_MISSING',
]);

export function isCodeError(error: unknown): boolean {
  return CODE_ERRORS.has(asApiError(error).code);
}

/** Refusals that are about the phone number typed. */
const PHONE_ERRORS = new Set<ErrorCode>(['PHONE_FORMAT_INVALID', 'PHONE_MISSING', 'MOBILE_NOT_FOUND']);

export function isPhoneError(error: unknown): boolean {
  return PHONE_ERRORS.has(asApiError(error).code);
}

/** The field reasons the server sends (decision 008) that have their own message. */
const FIELD_REASON_KEYS = {
  input_cannot_be_empty: 'input_cannot_be_empty',
  content_length_between: 'content_length_between',
  format_incorrect: 'format_incorrect',
  phone_need_digits: 'phone_need_digits',
  password_too_weak: 'password_too_weak',
  same_as_old_password: 'same_as_old_password',
} as const satisfies Record<string, AuthKey>;

function isKnownReason(reason: string): reason is keyof typeof FIELD_REASON_KEYS {
  return Object.hasOwn(FIELD_REASON_KEYS, reason);
}

/** The message for a length refusal: "between {min} and {max}", a single number, or "at least". */
function lengthText(t: AuthT, min: number | null, max: number | null, mobile: boolean): string {
  const { key, values } = lengthMessage(min, max, mobile);
  return t(key, values);
}

/** The message of a failed `checkFieldValue`. */
export function fieldFailureMessage(t: AuthT, failure: FieldRuleFailure, rule?: FieldRule): string {
  if (failure.reason === 'length') {
    const min = rule?.minLength ?? (typeof failure.params[0] === 'number' ? failure.params[0] : null);
    const max = rule?.maxLength ?? (typeof failure.params[1] === 'number' ? failure.params[1] : null);
    return lengthText(t, min, max, rule?.type === 'mobile' || failure.messageKey === 'phone_need_digits');
  }
  return t(failure.reason === 'required' ? 'input_cannot_be_empty' : 'format_incorrect');
}

/** The message for a reason the server gave for a field; schema messages fall back to "format incorrect". */
export function fieldReasonMessage(t: AuthT, reason: string, rule?: FieldRule): string {
  if (!isKnownReason(reason)) return t('format_incorrect');
  if (reason === 'content_length_between' || reason === 'phone_need_digits') {
    return lengthText(t, rule?.minLength ?? null, rule?.maxLength ?? null, reason === 'phone_need_digits');
  }
  return t(FIELD_REASON_KEYS[reason]);
}

export type FieldErrors = Partial<Record<string, string>>;

/**
 * Maps a refusal's `details` onto the fields a form shows. `fields` are the names the form renders (the
 * server's names: `mobileNum`, `newPassword`, ...). Answers null when nothing could be placed on a field,
 * so the caller shows the whole error in a popup instead.
 */
export function detailsToFieldErrors(
  t: AuthT,
  error: unknown,
  fields: readonly string[],
  ruleFor: (field: string) => FieldRule | undefined = () => undefined,
): FieldErrors | null {
  const reasons = fieldReasons(error, fields);
  if (!reasons) return null;
  const errors: FieldErrors = {};
  for (const [field, reason] of Object.entries(reasons)) {
    if (reason) errors[field] = fieldReasonMessage(t, reason, ruleFor(field));
  }
  return errors;
}

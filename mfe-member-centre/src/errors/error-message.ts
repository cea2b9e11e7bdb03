/**
 * The one place where a failure becomes words: catalogue codes (spec section 8) to i18n keys, and the field
 * reasons the server gives (decision 008) to field messages. Components never compare error strings.
 */
import { ApiError, type ErrorCode, errorCatalogue, isErrorCode } from '@platform/shared-contracts';
import type { MemberKey, MemberT } from '../i18n/member-i18n';

type CatalogueKey = (typeof errorCatalogue)[ErrorCode]['i18nKey'];

/** Compile-time guard: every catalogue message has a key in en.json (and the tests check cn and km). */
const catalogueKeysAreTranslated: [CatalogueKey] extends [MemberKey] ? true : never = true;
void catalogueKeysAreTranslated;

/** Any thrown value as an ApiError: a code from the catalogue, or SYSTEM_ERROR for anything else. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  // The contracts package is a federation singleton, but a duplicated copy must still be understood.
  if (typeof error === 'object' && error !== null && isErrorCode((error as { code?: unknown }).code)) {
    const e = error as { code: ErrorCode; value?: unknown; details?: { field: string; reason: string }[] };
    return new ApiError(e.code, { value: e.value, ...(e.details ? { details: e.details } : {}) });
  }
  return new ApiError('SYSTEM_ERROR');
}

export function errorCode(error: unknown): ErrorCode {
  return asApiError(error).code;
}

/** The translated message of a failure, for an alert beside the form. */
export function errorMessage(t: MemberT, error: unknown): string {
  return t(errorCatalogue[errorCode(error)].i18nKey);
}

/** Field reasons the server sends that have their own words; anything else reads as a format problem. */
const REASON_KEYS: Record<string, MemberKey> = {
  input_cannot_be_empty: 'input_cannot_be_empty',
  format_incorrect: 'format_incorrect',
  password_too_weak: 'password_too_weak',
  same_as_old_password: 'same_as_old_password',
  already_bound: 'bank_account_already_bound',
  not_offered: 'bank_not_offered',
};

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * Places a refusal's `details` on the fields a form shows (`fields` are the server's names). Null when nothing
 * could be placed, so the caller shows the whole error as an alert instead.
 */
export function detailsToFieldErrors<F extends string>(
  t: MemberT,
  error: unknown,
  fields: readonly F[],
): FieldErrors<F> | null {
  const errors: FieldErrors<F> = {};
  for (const { field, reason } of asApiError(error).details ?? []) {
    if ((fields as readonly string[]).includes(field) && !errors[field as F]) {
      errors[field as F] = t(Object.hasOwn(REASON_KEYS, reason) ? REASON_KEYS[reason]! : 'format_incorrect');
    }
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

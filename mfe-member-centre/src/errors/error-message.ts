/**
 * The one place where a failure becomes words: catalogue codes (spec section 8) to i18n keys, and the field
 * reasons the server gives (decision 008) to field messages. Components never compare error strings.
 */
import {
  AMOUNT_REASON,
  type ErrorCode,
  type errorCatalogue,
  errorMessageKey,
  fieldReasons,
} from '@platform/shared-contracts/client';
import type { MemberKey, MemberT } from '../i18n/member-i18n';

type CatalogueKey = (typeof errorCatalogue)[ErrorCode]['i18nKey'];

/** Compile-time guard: every catalogue message has a key in en.json (and the tests check cn and km). */
const catalogueKeysAreTranslated: [CatalogueKey] extends [MemberKey] ? true : never = true;
void catalogueKeysAreTranslated;

export { asApiError, errorCodeOf as errorCode } from '@platform/shared-contracts/client';

/** The translated message of a failure, for an alert beside the form. */
export function errorMessage(t: MemberT, error: unknown): string {
  return t(errorMessageKey(error));
}

/** Field reasons the server sends that have their own words; anything else reads as a format problem. */
const REASON_KEYS: Record<string, MemberKey> = {
  input_cannot_be_empty: 'input_cannot_be_empty',
  format_incorrect: 'format_incorrect',
  password_too_weak: 'password_too_weak',
  same_as_old_password: 'same_as_old_password',
  already_bound: 'bank_account_already_bound',
  // The reasons of the contract's own field schemas are the keys the forms show for the same rule.
  [AMOUNT_REASON.format]: 'amount_format',
  [AMOUNT_REASON.decimals]: 'amount_decimals',
  [AMOUNT_REASON.positive]: 'amount_positive',
  payment_password_six_digits: 'payment_password_six_digits',
  bank_account_number_format: 'bank_account_number_format',
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
  const reasons = fieldReasons(error, fields);
  if (!reasons) return null;
  const errors: FieldErrors<F> = {};
  for (const [field, reason] of Object.entries(reasons) as [F, string][]) {
    errors[field] = t(Object.hasOwn(REASON_KEYS, reason) ? REASON_KEYS[reason]! : 'format_incorrect');
  }
  return errors;
}

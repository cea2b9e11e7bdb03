import * as v from 'valibot';
import { LIMITS } from '../constants/domain';
import {
  checkFieldValue,
  type FieldRule,
  type FieldRuleFailure,
  isValidPhoneNumber,
  matchesPattern,
  PATTERN,
} from './patterns';

/**
 * The rules of the member's own fields (spec section 5), each once: the server refuses with them and the forms
 * check with them before sending. Each answers the i18n key of the form's message, or null when the value passes.
 */

/** The password rule when a merchant configured none. */
export const DEFAULT_PASSWORD_RULE: FieldRule = {
  field: 'password',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  patternId: PATTERN.LETTERS_OR_DIGITS,
  acceptedPattern: null,
  type: 'password',
};

/** The rule every new password follows (registration, change, reset): the merchant's, always required. */
export function passwordRuleOf(settings: { fields: readonly FieldRule[] }): FieldRule {
  const rule = settings.fields.find((field) => field.field === 'password') ?? DEFAULT_PASSWORD_RULE;
  return { ...rule, enabled: true, required: true };
}

export type NewPasswordFailure =
  | FieldRuleFailure
  | { reason: 'weak'; messageKey: 'password_too_weak'; params: [] };

/** A new password: the merchant's rule, and never the weak default password (decision 006). */
export function newPasswordFailure(rule: FieldRule, password: string): NewPasswordFailure | null {
  const failure = checkFieldValue({ ...rule, enabled: true, required: true }, password);
  if (failure) return failure;
  if (password === LIMITS.weakDefaultPassword) {
    return { reason: 'weak', messageKey: 'password_too_weak', params: [] };
  }
  return null;
}

type LengthMessage<Exact extends string> =
  | { key: Exact; values: { count: number } }
  | { key: 'content_length_min'; values: { min: number } }
  | { key: 'content_length_between'; values: { min: number; max: number } };

/**
 * The words of a length refusal (spec section 5): one exact count ("8 digits" for a mobile), "at least", or
 * "between".
 */
export function lengthMessage(min: number | null, max: number | null): LengthMessage<'content_length_exact'>;
export function lengthMessage(
  min: number | null,
  max: number | null,
  mobile: boolean,
): LengthMessage<'content_length_exact' | 'phone_need_digits'>;
export function lengthMessage(
  min: number | null,
  max: number | null,
  mobile = false,
): LengthMessage<'content_length_exact' | 'phone_need_digits'> {
  if (min !== null && max !== null && min === max) {
    return { key: mobile ? 'phone_need_digits' : 'content_length_exact', values: { count: min } };
  }
  if (max === null) return { key: 'content_length_min', values: { min: min ?? 0 } };
  return { key: 'content_length_between', values: { min: min ?? 0, max } };
}

/** A confirmation entry: required, and the same as the first entry. */
export function confirmationFailure(
  first: string,
  confirmation: string,
): 'input_cannot_be_empty' | 'entries_inconsistent' | null {
  if (confirmation === '') return 'input_cannot_be_empty';
  return confirmation === first ? null : 'entries_inconsistent';
}

/** The national number as the server keeps it: leading zeros are the trunk prefix, not part of it. */
export function nationalNumber(mobile: string): string {
  return mobile.trim().replace(/^0+/, '');
}

/**
 * A mobile number where one is asked: required, and a national number (with its dialing code, where the form
 * sends one). The server answers PHONE_MISSING and PHONE_FORMAT_INVALID for these two.
 */
export function mobileFailure(
  mobile: string,
  dialingCode?: string,
): 'input_cannot_be_empty' | 'phone_format_incorrect' | null {
  if (mobile.trim() === '') return 'input_cannot_be_empty';
  if (dialingCode === '' || !isValidPhoneNumber(nationalNumber(mobile))) return 'phone_format_incorrect';
  return null;
}

/** Six digits, the payment (transaction) password of spec section 3. */
export const paymentPasswordSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'payment_password_six_digits'));

export function paymentPasswordFailure(
  value: string,
): 'input_cannot_be_empty' | 'payment_password_six_digits' | null {
  if (value === '') return 'input_cannot_be_empty';
  return v.is(paymentPasswordSchema, value) ? null : 'payment_password_six_digits';
}

/** A bank account number: 6 to 24 digits. */
export const bankAccountNumberSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{6,24}$/, 'bank_account_number_format'),
);

export function bankAccountNumberFailure(
  value: string,
): 'input_cannot_be_empty' | 'bank_account_number_format' | null {
  if (value.trim() === '') return 'input_cannot_be_empty';
  return v.is(bankAccountNumberSchema, value) ? null : 'bank_account_number_format';
}

/** An e-mail address to bind or to recover with. */
export function emailFailure(value: string): 'input_cannot_be_empty' | 'email_format_incorrect' | null {
  const email = value.trim();
  if (email === '') return 'input_cannot_be_empty';
  return matchesPattern(PATTERN.EMAIL, email) ? null : 'email_format_incorrect';
}

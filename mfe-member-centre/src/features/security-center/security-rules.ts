import {
  checkFieldValue,
  type FieldRule,
  LIMITS,
  lengthPlaceholder,
  matchesPattern,
  PATTERN,
  type RegisterSettings,
} from '@platform/shared-contracts';
import type { MemberKey, MemberT } from '../../i18n/member-i18n';
import type { Problem } from '../../lib/field-checks';

/** The server's own password rule when a merchant configured none (platform-api password-rules). */
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

/** The rule every new password follows, registration and change alike (spec section 5). */
export function passwordRuleOf(settings: RegisterSettings): FieldRule {
  const rule = settings.fields.find((field) => field.field === 'password') ?? DEFAULT_PASSWORD_RULE;
  return { ...rule, enabled: true, required: true };
}

const PATTERN_KEYS: Partial<Record<number, MemberKey>> = {
  [PATTERN.LETTER_FIRST_ALNUM]: 'pattern_letter_first_alnum',
  [PATTERN.LETTERS_OR_DIGITS]: 'pattern_letters_or_digits',
  [PATTERN.LETTERS_AND_DIGITS]: 'pattern_letters_and_digits',
  [PATTERN.DIGITS]: 'pattern_digits',
  [PATTERN.ALNUM_WITH_UPPERCASE]: 'pattern_alnum_with_uppercase',
  [PATTERN.NO_SPACES]: 'pattern_no_spaces',
  [PATTERN.STRONG_PASSWORD]: 'pattern_strong_password',
};

/** "6-20 characters, letters or digits": the password length prompt of spec section 5. */
export function passwordHint(t: MemberT, rule: FieldRule): string {
  const range = lengthPlaceholder(rule.minLength, rule.maxLength);
  const patternKey =
    rule.acceptedPattern || rule.patternId === null ? undefined : PATTERN_KEYS[rule.patternId];
  const pattern = patternKey ? t(patternKey) : '';
  if (range && pattern) return t('rule_hint', { range, pattern });
  return range ? t('rule_hint_length', { range }) : pattern;
}

/** A new password: the merchant's rule, never the weak default, never the current one (section 5). */
export function newPasswordProblem(rule: FieldRule, value: string, oldPassword: string): Problem | null {
  const failure = checkFieldValue(rule, value);
  if (failure?.reason === 'required') return { key: 'input_cannot_be_empty' };
  if (failure?.reason === 'length') {
    const min = rule.minLength ?? 0;
    return rule.maxLength === null
      ? { key: 'content_length_min', values: { min } }
      : min === rule.maxLength
        ? { key: 'content_length_exact', values: { count: min } }
        : { key: 'content_length_between', values: { min, max: rule.maxLength } };
  }
  if (failure) return { key: 'format_incorrect' };
  if (value === LIMITS.weakDefaultPassword) return { key: 'password_too_weak' };
  if (value === oldPassword) return { key: 'same_as_old_password' };
  return null;
}

export function emailProblem(value: string): Problem | null {
  const email = value.trim();
  if (email === '') return { key: 'input_cannot_be_empty' };
  return matchesPattern(PATTERN.EMAIL, email) ? null : { key: 'email_format_incorrect' };
}

/** A bank account number as the server takes it: 6 to 24 digits. */
export function accountNumberProblem(value: string): Problem | null {
  const number = value.trim();
  if (number === '') return { key: 'input_cannot_be_empty' };
  return /^\d{6,24}$/.test(number) ? null : { key: 'bank_account_number_format' };
}

/** A national mobile number: digits only, 6 to 15 of them (leading zeros are the trunk prefix). */
export function mobileProblem(value: string): Problem | null {
  const number = value.trim().replace(/^0+/, '');
  if (value.trim() === '') return { key: 'input_cannot_be_empty' };
  return /^\d{6,15}$/.test(number) ? null : { key: 'phone_format_incorrect' };
}

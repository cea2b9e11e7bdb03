import {
  bankAccountNumberFailure,
  emailFailure,
  type FieldRule,
  lengthMessage,
  lengthPlaceholder,
  mobileFailure,
  newPasswordFailure,
  PATTERN,
} from '@platform/shared-contracts/client';
import type { MemberKey, MemberT } from '../../i18n/member-i18n';
import { asProblem, type Problem } from '../../lib/field-checks';

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
  const failure = newPasswordFailure(rule, value);
  if (failure?.reason === 'required') return { key: 'input_cannot_be_empty' };
  if (failure?.reason === 'length') return lengthMessage(rule.minLength, rule.maxLength);
  if (failure?.reason === 'weak') return { key: failure.messageKey };
  if (failure) return { key: 'format_incorrect' };
  if (value === oldPassword) return { key: 'same_as_old_password' };
  return null;
}

export const emailProblem = (value: string): Problem | null => asProblem(emailFailure(value));

/** A bank account number as the server takes it. */
export const accountNumberProblem = (value: string): Problem | null =>
  asProblem(bankAccountNumberFailure(value));

/** A national mobile number (leading zeros are the trunk prefix) with its dialing code. */
export const mobileProblem = (value: string, dialingCode: string): Problem | null =>
  asProblem(mobileFailure(value, dialingCode));

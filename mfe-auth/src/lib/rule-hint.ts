import { type FieldRule, lengthPlaceholder, PATTERN } from '@platform/shared-contracts/client';
import type { AuthKey, AuthT } from '../i18n/auth-i18n';

/** A short description of each registration pattern (spec section 5), for placeholders and hints. */
const PATTERN_KEYS: Record<number, AuthKey> = {
  [PATTERN.LETTER_FIRST_ALNUM]: 'pattern_letter_first_alnum',
  [PATTERN.CHINESE_DIGITS]: 'pattern_chinese_digits',
  [PATTERN.THAI_DIGITS]: 'pattern_thai_digits',
  [PATTERN.KOREAN_DIGITS]: 'pattern_korean_digits',
  [PATTERN.JAPANESE_DIGITS]: 'pattern_japanese_digits',
  [PATTERN.FULLWIDTH_DIGITS]: 'pattern_fullwidth_digits',
  [PATTERN.UPPER_AZ_DIGITS]: 'pattern_upper_az_digits',
  [PATTERN.EMAIL]: 'pattern_email',
  [PATTERN.LETTERS_OR_DIGITS]: 'pattern_letters_or_digits',
  [PATTERN.LETTERS_AND_DIGITS]: 'pattern_letters_and_digits',
  [PATTERN.DIGITS]: 'pattern_digits',
  [PATTERN.ALNUM_WITH_UPPERCASE]: 'pattern_alnum_with_uppercase',
  [PATTERN.ENGLISH_LETTERS_SPACES]: 'pattern_english_letters_spaces',
  [PATTERN.NO_SPACES]: 'pattern_no_spaces',
  [PATTERN.DATE_YYYY_MM_DD]: 'pattern_date_ymd',
  [PATTERN.DATE_MM_DD_YYYY]: 'pattern_date_mdy',
  [PATTERN.FULL_NAME]: 'pattern_full_name',
  [PATTERN.STRONG_PASSWORD]: 'pattern_strong_password',
};

/**
 * "6-20 characters, letters or digits": the field's length (a single number when min equals max, spec
 * section 5) and what its pattern accepts. A server's own regex has no description, so only the length shows.
 */
export function ruleHint(t: AuthT, rule: FieldRule): string {
  const range = lengthPlaceholder(rule.minLength, rule.maxLength);
  const patternKey =
    rule.acceptedPattern || rule.patternId === null ? undefined : PATTERN_KEYS[rule.patternId];
  const pattern = patternKey ? t(patternKey) : '';
  if (range && pattern) return t('rule_hint', { range, pattern });
  if (range) return t('rule_hint_length', { range });
  return pattern;
}

/**
 * The short placeholder of a field: its length ("4-16 characters", "8-11 digits" for a phone), or what it
 * accepts when it has no length. The whole rule is the field's hint while it is being typed in.
 */
export function rulePlaceholder(t: AuthT, rule: FieldRule): string {
  const range = lengthPlaceholder(rule.minLength, rule.maxLength);
  if (!range) return ruleHint(t, rule);
  const digits = rule.type === 'mobile' || (rule.patternId === PATTERN.DIGITS && !rule.acceptedPattern);
  return t(digits ? 'rule_hint_digits' : 'rule_hint_length', { range });
}

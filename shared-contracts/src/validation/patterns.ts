/**
 * Registration pattern rules (spec section 5). The server sends, per registration field, a numeric
 * `patternId` and optionally its own regex source (`acceptedPattern`); both sides check with these.
 */
export const PATTERN = {
  ANY: 0,
  LETTER_FIRST_ALNUM: 1,
  CHINESE_DIGITS: 2,
  THAI_DIGITS: 3,
  KOREAN_DIGITS: 4,
  JAPANESE_DIGITS: 5,
  FULLWIDTH_DIGITS: 6,
  UPPER_AZ_DIGITS: 7,
  EMAIL: 8,
  LETTERS_OR_DIGITS: 9,
  LETTERS_AND_DIGITS: 10,
  DIGITS: 11,
  ALNUM_WITH_UPPERCASE: 12,
  ENGLISH_LETTERS_SPACES: 13,
  NO_SPACES: 14,
  DATE_YYYY_MM_DD: 15,
  DATE_MM_DD_YYYY: 16,
  FULL_NAME: 17,
  STRONG_PASSWORD: 18,
} as const;

export type PatternId = (typeof PATTERN)[keyof typeof PATTERN];

/** The wildcard the server uses for "any characters". */
const ANY_SOURCE = '*';

// Calendar validity lives in the regex itself so that a consumer using `patternRegex` directly
// (a form library, the server) refuses 2023-02-30 too, not only `matchesPattern`.
const MONTH_DAY = String.raw`(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8]))`;
// Gregorian leap years: divisible by 4 but not by 100 (last two digits), or divisible by 400 (yy = 00).
const LEAP_YEAR = String.raw`(?:\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)`;

// ASCII punctuation counts as the "symbol" of a strong password; letters of other scripts do not.
const SYMBOL = String.raw`[!-\/:-@\[-\x60{-~]`;

export const patternRegex: Record<PatternId, RegExp> = {
  [PATTERN.ANY]: /^[\s\S]*$/u,
  [PATTERN.LETTER_FIRST_ALNUM]: /^[A-Za-z][A-Za-z0-9]*$/u,
  [PATTERN.CHINESE_DIGITS]: /^[\p{Script=Han}0-9]+$/u,
  [PATTERN.THAI_DIGITS]: /^[\p{Script=Thai}0-9]+$/u,
  [PATTERN.KOREAN_DIGITS]: /^[\p{Script=Hangul}0-9]+$/u,
  // Japanese text mixes kana and kanji; the prolonged sound mark ー belongs to no single script.
  [PATTERN.JAPANESE_DIGITS]: /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}\u30FC0-9]+$/u,
  [PATTERN.FULLWIDTH_DIGITS]: /^[\uFF01-\uFF5E0-9]+$/u,
  [PATTERN.UPPER_AZ_DIGITS]: /^[A-Z0-9]+$/u,
  [PATTERN.EMAIL]:
    /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/u,
  [PATTERN.LETTERS_OR_DIGITS]: /^[A-Za-z0-9]+$/u,
  [PATTERN.LETTERS_AND_DIGITS]: /^(?=[^A-Za-z]*[A-Za-z])(?=\D*\d)[A-Za-z0-9]+$/u,
  [PATTERN.DIGITS]: /^[0-9]+$/u,
  [PATTERN.ALNUM_WITH_UPPERCASE]: /^(?=[^A-Z]*[A-Z])[A-Za-z0-9]+$/u,
  [PATTERN.ENGLISH_LETTERS_SPACES]: /^(?=[^A-Za-z]*[A-Za-z])[A-Za-z ]+$/u,
  [PATTERN.NO_SPACES]: /^\S+$/u,
  [PATTERN.DATE_YYYY_MM_DD]: new RegExp(String.raw`^(?:\d{4}-${MONTH_DAY}|${LEAP_YEAR}-02-29)$`, 'u'),
  [PATTERN.DATE_MM_DD_YYYY]: new RegExp(String.raw`^(?:${MONTH_DAY}-\d{4}|02-29-${LEAP_YEAR})$`, 'u'),
  // Combining marks are part of a letter in Thai, Hindi and decomposed Vietnamese names.
  [PATTERN.FULL_NAME]: /^\p{L}[\p{L}\p{M}]*(?: +\p{L}[\p{L}\p{M}]*)+$/u,
  [PATTERN.STRONG_PASSWORD]: new RegExp(
    String.raw`^(?=[^A-Z]*[A-Z])(?=[^a-z]*[a-z])(?=\D*\d)(?=.*${SYMBOL})\S+$`,
    'u',
  ),
};

function isPatternId(patternId: number): patternId is PatternId {
  return Object.hasOwn(patternRegex, patternId);
}

/** Compiles a server-supplied regex source; `null` when it is not valid JavaScript regex syntax. */
function compileServerPattern(source: string): RegExp | null {
  // Unicode mode first so `\p{L}` means what the server meant; older sources such as `[\w-.]` are only
  // valid without it.
  for (const flags of ['u', '']) {
    try {
      return new RegExp(source, flags);
    } catch {
      // try the next mode
    }
  }
  return null;
}

/**
 * Whether `value` satisfies the field's pattern. A server `acceptedPattern` (other than '*') takes the place
 * of `patternId` and is used as written, anchors included.
 */
export function matchesPattern(patternId: number, value: string, acceptedPattern?: string | null): boolean {
  if (acceptedPattern === ANY_SOURCE) return true;
  if (acceptedPattern) {
    return compileServerPattern(acceptedPattern)?.test(value) ?? false;
  }
  if (!isPatternId(patternId)) return false;
  return patternRegex[patternId].test(value);
}

/** A registration field rule as the server sends it (spec section 3). */
export interface FieldRule {
  field: string;
  enabled: boolean;
  required: boolean;
  minLength: number | null;
  maxLength: number | null;
  patternId: number | null;
  acceptedPattern: string | null;
  type: string;
}

export type FieldRuleFailure = {
  reason: 'required' | 'length' | 'pattern';
  messageKey: string;
  params: (string | number)[];
};

/**
 * Checks one value against its server rule; `null` when it passes. The value is checked as given:
 * trimming, where a form wants it, is the caller's step.
 */
export function checkFieldValue(rule: FieldRule, value: string | null | undefined): FieldRuleFailure | null {
  if (!rule.enabled) return null;
  const text = value ?? '';
  if (text.trim() === '') {
    return rule.required ? { reason: 'required', messageKey: 'input_cannot_be_empty', params: [] } : null;
  }

  const { minLength: min, maxLength: max } = rule;
  // Code points, not UTF-16 units, so an emoji or a rare CJK character counts as one character.
  const length = [...text].length;
  if ((min !== null && length < min) || (max !== null && length > max)) {
    if (rule.type === 'mobile' && min !== null && min === max) {
      return { reason: 'length', messageKey: 'phone_need_digits', params: [min] };
    }
    return { reason: 'length', messageKey: 'content_length_between', params: [min ?? 0, max ?? '∞'] };
  }

  if (rule.patternId !== null || rule.acceptedPattern) {
    if (!matchesPattern(rule.patternId ?? Number.NaN, text, rule.acceptedPattern)) {
      return { reason: 'pattern', messageKey: 'format_incorrect', params: [] };
    }
  }
  return null;
}

/** The length hint shown in a field's placeholder: '6-20', '8', '6+', '≤20' or ''. */
export function lengthPlaceholder(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return min === max ? `${min}` : `${min}-${max}`;
  if (min !== null) return `${min}+`;
  if (max !== null) return `≤${max}`;
  return '';
}

const NATIONAL_PHONE_NUMBER = /^[0-9]{6,15}$/;

/** A national phone number: digits only, 6 to 15 of them; the dialing code travels separately. */
export function isValidPhoneNumber(mobileNum: string): boolean {
  return NATIONAL_PHONE_NUMBER.test(mobileNum);
}

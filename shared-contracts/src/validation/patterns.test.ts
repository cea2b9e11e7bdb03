import { describe, expect, it } from 'vitest';
import {
  checkFieldValue,
  type FieldRule,
  isValidPhoneNumber,
  lengthPlaceholder,
  matchesPattern,
  PATTERN,
  type PatternId,
  patternRegex,
} from './patterns';

const examples: Record<PatternId, { accepted: string[]; refused: string[] }> = {
  [PATTERN.ANY]: { accepted: ['', ' ', 'anything at all', '中文 ✓\n'], refused: [] },
  [PATTERN.LETTER_FIRST_ALNUM]: {
    accepted: ['a', 'abc123', 'Player7', 'Z9z9'],
    refused: ['', '1abc', '_abc', 'ab c', 'abc!', 'ábc'],
  },
  [PATTERN.CHINESE_DIGITS]: {
    accepted: ['中文', '张三123', '888', '漢字'],
    refused: ['', 'abc', '中文 ', 'ไทย', 'ひらがな', '中文!'],
  },
  [PATTERN.THAI_DIGITS]: {
    accepted: ['สมชาย', 'ภาษาไทย', 'สมชาย99', '12'],
    refused: ['', 'somchai', 'สมชาย ใจดี', '中文', 'สมชาย!'],
  },
  [PATTERN.KOREAN_DIGITS]: {
    accepted: ['한국어', '김철수1', '2024'],
    refused: ['', 'kim', '한국 어', '中文', '한국어?'],
  },
  [PATTERN.JAPANESE_DIGITS]: {
    accepted: ['ひらがな', 'カタカナ', '日本語', 'ラーメン2', '山田たろう'],
    refused: ['', 'yamada', '한국어', 'ひら がな', 'ＡＢＣ'],
  },
  [PATTERN.FULLWIDTH_DIGITS]: {
    accepted: ['ＡＢＣ', '１２３', 'ｆｕｌｌ！', 'ＡＢ12'],
    refused: ['', 'ABC', 'ＡＢ Ｃ', '中文', 'ｶﾀｶﾅ'],
  },
  [PATTERN.UPPER_AZ_DIGITS]: {
    accepted: ['ABC', 'ABC123', '007'],
    refused: ['', 'Abc', 'ABC-1', 'ÄBC', 'AB C'],
  },
  [PATTERN.EMAIL]: {
    accepted: ['a@b.co', 'first.last+tag@mail.example.com', 'user_1@sub-domain.org'],
    refused: ['', 'plain', 'a@b', 'a@b.c', '@b.com', 'a..b@c.com', '.a@b.com', 'a@-b.com', 'a b@c.com'],
  },
  [PATTERN.LETTERS_OR_DIGITS]: {
    accepted: ['abc', '123', 'abc123', 'ABC'],
    refused: ['', 'abc 123', 'abc-1', 'ñ', '中文'],
  },
  [PATTERN.LETTERS_AND_DIGITS]: {
    accepted: ['abc1', '1a', 'A1b2C3'],
    refused: ['', 'abc', '123', 'abc 1', 'abc1!'],
  },
  [PATTERN.DIGITS]: { accepted: ['0', '0123456789'], refused: ['', '12a', '1 2', '-1', '１２'] },
  [PATTERN.ALNUM_WITH_UPPERCASE]: {
    accepted: ['Abc', 'abC123', 'A', 'ABC'],
    refused: ['', 'abc123', '123', 'Abc!', 'Ab c'],
  },
  [PATTERN.ENGLISH_LETTERS_SPACES]: {
    accepted: ['John', 'John Smith', ' Mary Ann '],
    refused: ['', '   ', 'John1', 'José', 'O-Neil'],
  },
  [PATTERN.NO_SPACES]: {
    accepted: ['abc', 'a!b@c#', '中文'],
    refused: ['', 'a b', ' abc', 'abc\t', 'ab\nc', 'a\u3000b'],
  },
  [PATTERN.DATE_YYYY_MM_DD]: {
    accepted: ['2024-01-31', '2024-02-29', '2000-02-29', '2023-12-01', '1999-04-30'],
    refused: [
      '',
      '2023-02-29',
      '1900-02-29',
      '2023-02-30',
      '2023-04-31',
      '2023-13-01',
      '2023-00-10',
      '2023-1-1',
    ],
  },
  [PATTERN.DATE_MM_DD_YYYY]: {
    accepted: ['01-31-2024', '02-29-2024', '02-29-2000', '12-01-2023'],
    refused: ['', '02-29-2023', '02-29-2100', '02-30-2023', '06-31-2023', '2023-01-01', '13-01-2023'],
  },
  [PATTERN.FULL_NAME]: {
    accepted: ['John Smith', 'Nguyễn Văn An', 'สมชาย ใจดี', 'Ana María López', 'Zoë  Ng'],
    refused: ['', 'John', ' John Smith', 'John Smith ', 'John 3rd', 'John-Paul Smith'],
  },
  [PATTERN.STRONG_PASSWORD]: {
    accepted: ['Abcdef1!', 'P@ssw0rd', 'xY9_zzzz', 'aB3`'],
    refused: ['', 'abcdef1!', 'ABCDEF1!', 'Abcdefg!', 'Abcdefg1', 'Abc def1!', 'Abcdéf1'],
  },
};

const cases = Object.entries(examples).flatMap(([id, { accepted, refused }]) => [
  ...accepted.map((value) => [Number(id), value, true] as const),
  ...refused.map((value) => [Number(id), value, false] as const),
]);

describe('patternRegex and matchesPattern', () => {
  it('has a regex for every pattern id', () => {
    expect(
      Object.keys(patternRegex)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(PATTERN).sort((a, b) => a - b));
  });

  it.each(cases)('pattern %i with %j -> %s', (patternId, value, expected) => {
    expect(matchesPattern(patternId, value)).toBe(expected);
    expect(patternRegex[patternId as PatternId].test(value)).toBe(expected);
  });

  it('refuses an unknown pattern id', () => {
    expect(matchesPattern(99, 'abc')).toBe(false);
    expect(matchesPattern(-1, 'abc')).toBe(false);
    expect(matchesPattern(1.5, 'abc')).toBe(false);
  });

  it.each([
    ['yyyy-MM-dd', PATTERN.DATE_YYYY_MM_DD, (y: string, m: string, d: string) => `${y}-${m}-${d}`],
    ['MM-dd-yyyy', PATTERN.DATE_MM_DD_YYYY, (y: string, m: string, d: string) => `${m}-${d}-${y}`],
  ])('%s accepts exactly the real calendar dates', (_name, patternId, format) => {
    const years = [1600, 1700, 1800, 1900, 1996, 1999, 2000, 2023, 2024, 2100, 2400];
    for (const year of years) {
      for (let month = 1; month <= 12; month++) {
        for (let day = 1; day <= 31; day++) {
          const date = new Date(Date.UTC(year, month - 1, day));
          const real = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
          const text = format(String(year), String(month).padStart(2, '0'), String(day).padStart(2, '0'));
          expect(matchesPattern(patternId, text), text).toBe(real);
        }
      }
    }
  });
});

describe('matchesPattern with a server acceptedPattern', () => {
  it('uses the server source instead of the pattern id', () => {
    expect(matchesPattern(PATTERN.DIGITS, 'abc', '^[a-z]+$')).toBe(true);
    expect(matchesPattern(PATTERN.DIGITS, '123', '^[a-z]+$')).toBe(false);
    expect(matchesPattern(99, 'abc', '^[a-z]+$')).toBe(true);
  });

  it("treats '*' as matching anything", () => {
    expect(matchesPattern(PATTERN.DIGITS, 'not digits', '*')).toBe(true);
    expect(matchesPattern(99, '', '*')).toBe(true);
  });

  it('falls back to the pattern id when the source is null or empty', () => {
    expect(matchesPattern(PATTERN.DIGITS, '123', null)).toBe(true);
    expect(matchesPattern(PATTERN.DIGITS, 'abc', '')).toBe(false);
  });

  it('understands Unicode property escapes and legacy sources', () => {
    expect(matchesPattern(0, 'Ñandú', String.raw`^\p{L}+$`)).toBe(true);
    expect(matchesPattern(0, 'a-b.c', String.raw`^[\w-.]+$`)).toBe(true);
  });

  it.each(['[a-z', '(abc', '*abc', '\\'])(
    'treats the invalid source %j as no match without throwing',
    (source) => {
      expect(() => matchesPattern(PATTERN.ANY, 'abc', source)).not.toThrow();
      expect(matchesPattern(PATTERN.ANY, 'abc', source)).toBe(false);
    },
  );
});

const rule = (overrides: Partial<FieldRule> = {}): FieldRule => ({
  field: 'username',
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 12,
  patternId: PATTERN.LETTER_FIRST_ALNUM,
  acceptedPattern: null,
  type: 'text',
  ...overrides,
});

describe('checkFieldValue', () => {
  it('passes a valid value', () => {
    expect(checkFieldValue(rule(), 'player1')).toBeNull();
  });

  it('ignores a disabled field whatever its value', () => {
    expect(checkFieldValue(rule({ enabled: false }), '')).toBeNull();
    expect(checkFieldValue(rule({ enabled: false }), '!!')).toBeNull();
  });

  it.each([null, undefined, '', '   '])('refuses the empty value %j of a required field', (value) => {
    expect(checkFieldValue(rule(), value)).toEqual({
      reason: 'required',
      messageKey: 'input_cannot_be_empty',
      params: [],
    });
  });

  it('lets an optional field stay empty', () => {
    expect(checkFieldValue(rule({ required: false }), '  ')).toBeNull();
    expect(checkFieldValue(rule({ required: false }), null)).toBeNull();
  });

  it.each(['abc', 'abcdefghijklm'])('refuses %j outside the length bounds', (value) => {
    expect(checkFieldValue(rule(), value)).toEqual({
      reason: 'length',
      messageKey: 'content_length_between',
      params: [6, 12],
    });
  });

  it('fills a missing bound in the length message', () => {
    expect(checkFieldValue(rule({ maxLength: null }), 'abc')?.params).toEqual([6, '∞']);
    expect(checkFieldValue(rule({ minLength: null, maxLength: 2 }), 'abc')?.params).toEqual([0, 2]);
  });

  it('counts code points, not UTF-16 units', () => {
    const emojiRule = rule({ minLength: 2, maxLength: 3, patternId: PATTERN.ANY });
    expect(checkFieldValue(emojiRule, '😀😀😀')).toBeNull();
    expect(checkFieldValue(emojiRule, '😀😀😀😀')?.reason).toBe('length');
  });

  it('asks for an exact digit count on a fixed-length mobile field', () => {
    const mobile = rule({ field: 'mobileNum', type: 'mobile', minLength: 10, maxLength: 10, patternId: 11 });
    expect(checkFieldValue(mobile, '12345')).toEqual({
      reason: 'length',
      messageKey: 'phone_need_digits',
      params: [10],
    });
    expect(checkFieldValue({ ...mobile, maxLength: 11 }, '12345')?.messageKey).toBe('content_length_between');
    expect(checkFieldValue(mobile, '0123456789')).toBeNull();
  });

  it('refuses a value that does not match the pattern', () => {
    expect(checkFieldValue(rule(), '1player')).toEqual({
      reason: 'pattern',
      messageKey: 'format_incorrect',
      params: [],
    });
  });

  it('uses the server acceptedPattern, also without a pattern id', () => {
    expect(checkFieldValue(rule({ acceptedPattern: '^[0-9]+$' }), 'player1')?.reason).toBe('pattern');
    expect(checkFieldValue(rule({ patternId: null, acceptedPattern: '^[0-9]+$' }), '1234567')).toBeNull();
    expect(checkFieldValue(rule({ acceptedPattern: '*' }), '!!!!!!')).toBeNull();
  });

  it('skips the pattern check when there is neither a pattern id nor a source', () => {
    expect(checkFieldValue(rule({ patternId: null }), '!!!!!!')).toBeNull();
  });

  it('refuses an unknown pattern id', () => {
    expect(checkFieldValue(rule({ patternId: 99 }), 'player1')?.reason).toBe('pattern');
  });
});

describe('lengthPlaceholder', () => {
  it.each([
    [6, 20, '6-20'],
    [8, 8, '8'],
    [0, 20, '0-20'],
    [6, null, '6+'],
    [null, 20, '≤20'],
    [null, null, ''],
  ])('min %j max %j -> %j', (min, max, expected) => {
    expect(lengthPlaceholder(min, max)).toBe(expected);
  });
});

describe('isValidPhoneNumber', () => {
  it.each(['123456', '0812345678', '123456789012345'])('accepts %j', (value) => {
    expect(isValidPhoneNumber(value)).toBe(true);
  });

  it.each([
    '',
    '12345',
    '1234567890123456',
    '+85512345678',
    '081 234 5678',
    '081-234-5678',
    '０８１２３４５６',
  ])('refuses %j', (value) => {
    expect(isValidPhoneNumber(value)).toBe(false);
  });
});

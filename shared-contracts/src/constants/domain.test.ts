import { describe, expect, it } from 'vitest';
import {
  AGENT_TYPES,
  DEFAULT_LANGUAGE,
  FULLY_TRANSLATED_LANGUAGES,
  formatBalance,
  HEADER_CATEGORIES,
  isAgentType,
  isLanguageCode,
  isTrialType,
  LANGUAGES,
  LIMITS,
  languageDirection,
  MEMBER_TYPE,
  REBATE_DISPLAY_PERCENT,
  SITE_CONFIG,
  SUB_CATEGORIES,
  subCategoriesFor,
  TIMESTAMP_FORMAT,
  TRIAL_TYPE,
  textLanguageOf,
} from './domain';

describe('formatBalance', () => {
  it.each([
    [123456, '1,234.56'],
    [0, '0.00'],
    [5, '0.05'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [-123456, '-1,234.56'],
    [-5, '-0.05'],
    [123456789n, '1,234,567.89'],
    [Number.MAX_SAFE_INTEGER, '90,071,992,547,409.91'],
    [123456789012345678901234567n, '1,234,567,890,123,456,789,012,345.67'],
  ])('formats %s minor units as %j', (minorUnits, expected) => {
    expect(formatBalance(minorUnits, false)).toBe(expected);
  });

  it('masks with asterisks of the same length when hidden', () => {
    expect(formatBalance(123456, true)).toBe('********');
    expect(formatBalance(-5n, true)).toBe('*****');
  });

  it('honours other fraction digits', () => {
    expect(formatBalance(1234567, false, 0)).toBe('1,234,567');
    expect(formatBalance(1234567, false, 3)).toBe('1,234.567');
    expect(formatBalance(7, false, 3)).toBe('0.007');
  });

  it('refuses amounts that are not safe integers instead of rounding them', () => {
    expect(() => formatBalance(12.5, false)).toThrow(RangeError);
    expect(() => formatBalance(Number.MAX_SAFE_INTEGER + 1, false)).toThrow(RangeError);
    expect(() => formatBalance(Number.NaN, false)).toThrow(RangeError);
    expect(() => formatBalance(1, false, -1)).toThrow(RangeError);
    expect(() => formatBalance(1, false, 1.5)).toThrow(RangeError);
  });
});

describe('member types', () => {
  it.each(AGENT_TYPES)('recognises agent type %i', (type) => {
    expect(isAgentType(type)).toBe(true);
  });

  it.each([0, 3, 4, 40, 43])('does not take %i for an agent type', (type) => {
    expect(isAgentType(type)).toBe(false);
  });

  it('recognises only the trial type as trial', () => {
    expect(isTrialType(TRIAL_TYPE)).toBe(true);
    expect(TRIAL_TYPE).toBe(4);
    expect(isTrialType(MEMBER_TYPE)).toBe(false);
    expect(isTrialType(1)).toBe(false);
  });
});

describe('subCategoriesFor', () => {
  it('adds bingo only when TY is supported', () => {
    expect(subCategoriesFor(['EN', 'KM'])).toEqual(['SC', 'VP', 'JP', 'TG', 'AC']);
    expect(subCategoriesFor(['EN', 'TY'])).toEqual(SUB_CATEGORIES);
    expect(subCategoriesFor([])).not.toContain('BG');
  });
});

describe('languages', () => {
  it('has 34 distinct codes including the default and the translated ones', () => {
    expect(LANGUAGES).toHaveLength(34);
    expect(new Set(LANGUAGES).size).toBe(34);
    expect(LANGUAGES).toContain(DEFAULT_LANGUAGE);
    for (const code of FULLY_TRANSLATED_LANGUAGES) expect(LANGUAGES).toContain(code);
  });

  it('knows codes and their direction', () => {
    expect(isLanguageCode('KM')).toBe(true);
    expect(isLanguageCode('km')).toBe(false);
    expect(isLanguageCode('XX')).toBe(false);
    expect(languageDirection('AR')).toBe('rtl');
    expect(languageDirection('HE')).toBe('rtl');
    expect(languageDirection('EN')).toBe('ltr');
  });

  it('reads a language without texts of its own in English', () => {
    expect(['KM', 'CN', 'EN', 'AR', 'TH', 'FIL'].map(textLanguageOf)).toEqual([
      'KM',
      'CN',
      'EN',
      'EN',
      'EN',
      'EN',
    ]);
  });
});

describe('constants', () => {
  it('keeps the header order of the spec', () => {
    expect(HEADER_CATEGORIES[0]).toBe('HOME');
    expect(HEADER_CATEGORIES.at(-1)).toBe('DOWN');
    expect(HEADER_CATEGORIES.indexOf('SPORTS')).toBe(HEADER_CATEGORIES.indexOf('ESPORTS') - 1);
  });

  it('spot-checks section 9 values', () => {
    expect(LIMITS.uploadMaxBytes).toBe(5_242_880);
    expect(LIMITS.weakDefaultPassword).toBe('{secret}');
    expect(LIMITS.lazyChunkTimeoutMs).toBe(120_000);
    expect(LIMITS.jackpotStartMin).toBeLessThan(LIMITS.jackpotStartMax);
    expect(REBATE_DISPLAY_PERCENT.RNG).toBe(1.2);
    expect(REBATE_DISPLAY_PERCENT.PVP).toBeNull();
    expect(SITE_CONFIG.inHouseGames).toEqual(['']);
    expect(SITE_CONFIG.lotteryArea).toBe('VN');
    expect(TIMESTAMP_FORMAT).toBe('yyyy-MM-dd hh:mm:ss');
  });
});

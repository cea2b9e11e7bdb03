import { FULLY_TRANSLATED_LANGUAGES } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { chooseInitialLanguage, siteLanguageFor } from './i18n';

describe('initial language', () => {
  it('keeps the language the player chose before', () => {
    expect(chooseInitialLanguage('CN', ['en-US'])).toBe('CN');
  });

  it('takes the first supported device language', () => {
    expect(chooseInitialLanguage(null, ['xx-YY', 'th-TH', 'en-US'])).toBe('TH');
    expect(chooseInitialLanguage(null, ['km-KH'])).toBe('KM');
  });

  it('falls back to Khmer when no device language is supported', () => {
    expect(chooseInitialLanguage(null, ['xx', 'yy-ZZ'])).toBe('KM');
    expect(chooseInitialLanguage('not-a-code', [])).toBe('KM');
  });

  it('maps Chinese scripts and other device codes to the site codes', () => {
    expect(siteLanguageFor('zh-CN')).toBe('CN');
    expect(siteLanguageFor('zh-TW')).toBe('TW');
    expect(siteLanguageFor('zh-Hant')).toBe('TW');
    expect(siteLanguageFor('vi')).toBe('VI');
    expect(siteLanguageFor('tl-PH')).toBe('FIL');
    expect(siteLanguageFor('qq')).toBeNull();
  });
});

describe('shell strings', () => {
  it('a fully translated language has every English key, so it never needs English as a fallback', async () => {
    const files = ['./locales', '../layout/i18n'];
    // Every key path, nested objects included ('nav.home').
    const paths = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, inner]) => paths(inner, `${prefix}${key}.`))
        : [prefix.slice(0, -1)];
    const read = async (dir: string, code: string) => paths((await import(`${dir}/${code}.json`)).default);
    for (const code of FULLY_TRANSLATED_LANGUAGES.filter((c) => c !== 'EN')) {
      for (const dir of files) {
        const english = await read(dir, 'en');
        expect(english.length).toBeGreaterThan(10);
        const own = new Set(await read(dir, code.toLowerCase()));
        expect(
          english.filter((key) => !own.has(key)),
          `${dir}/${code.toLowerCase()}.json`,
        ).toEqual([]);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { chooseInitialLanguage, siteLanguageFor } from './initial-language';

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

import { errorCatalogue } from '@platform/shared-contracts';
import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import en from './en.json';
import km from './km.json';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('auth translations', () => {
  it('EN, CN and KM have exactly the same keys', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(km).sort()).toEqual(Object.keys(en).sort());
  });

  it('translate every catalogue error message', () => {
    for (const { i18nKey } of Object.values(errorCatalogue)) {
      expect(en, i18nKey).toHaveProperty(i18nKey);
    }
  });

  it('keep the same placeholders in every language and leave no text empty', () => {
    for (const [key, english] of Object.entries(en)) {
      for (const [name, bundle] of Object.entries({ cn, km })) {
        const text = (bundle as Record<string, string>)[key]!;
        expect(text.trim(), `${name}.${key}`).not.toBe('');
        expect(placeholders(text), `${name}.${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('are actually translated: Chinese and Khmer text is in its own script', () => {
    const han = /\p{Script=Han}/u;
    const khmer = /\p{Script=Khmer}/u;
    // Brand and product names, examples and format strings stay as they are.
    const sameEverywhere = new Set(
      Object.keys(en).filter(
        (key) => (en as Record<string, string>)[key] === (km as Record<string, string>)[key],
      ),
    );
    for (const key of Object.keys(en)) {
      if (sameEverywhere.has(key)) continue;
      expect((cn as Record<string, string>)[key], `cn.${key}`).toMatch(han);
      expect((km as Record<string, string>)[key], `km.${key}`).toMatch(khmer);
    }
    expect([...sameEverywhere].sort()).toEqual(
      [
        'field_facebook',
        'field_line',
        'field_wechat',
        'field_whatsapp',
        'ph_email',
        'social_facebook',
        'social_google',
        'social_line',
        'social_telegram',
      ].sort(),
    );
  });
});

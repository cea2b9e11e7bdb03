import { errorCatalogue } from '@platform/shared-contracts';
import { describe, expect, it } from 'vitest';
import { CENTRE_PAGES } from '../app/pages';
import cn from './cn.json';
import en from './en.json';
import km from './km.json';
import { bundleLanguageOf } from './member-i18n';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('member-centre translations', () => {
  it('EN, CN and KM have exactly the same keys', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(km).sort()).toEqual(Object.keys(en).sort());
  });

  it('translate every catalogue error message and every page name', () => {
    for (const { i18nKey } of Object.values(errorCatalogue)) expect(en, i18nKey).toHaveProperty(i18nKey);
    for (const page of CENTRE_PAGES) expect(en).toHaveProperty(`page_${page}`);
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
    for (const key of Object.keys(en)) {
      expect((cn as Record<string, string>)[key], `cn.${key}`).toMatch(/\p{Script=Han}/u);
      expect((km as Record<string, string>)[key], `km.${key}`).toMatch(/\p{Script=Khmer}/u);
    }
  });

  it('load the own file of EN, CN and KM, and English for the other languages', () => {
    expect(['KM', 'CN', 'EN', 'TH', 'VI'].map(bundleLanguageOf)).toEqual(['KM', 'CN', 'EN', 'EN', 'EN']);
  });
});

import { errorCatalogue } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import { CONSOLE_BUNDLES } from './console-i18n';
import en from './en.json';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Names that read the same in both languages on purpose. */
const SAME = new Set(['language_EN', 'language_CN']);

describe('console translations', () => {
  it('EN and CN have the same keys and placeholders, and every CN text is Chinese', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const chinese = (cn as Record<string, string>)[key] ?? '';
      expect(placeholders(chinese), key).toEqual(placeholders(english));
      if (!SAME.has(key)) expect(chinese, key).toMatch(/\p{Script=Han}/u);
    }
  });

  it('show every catalogue error message in both languages, from the common texts', () => {
    for (const { i18nKey } of Object.values(errorCatalogue)) {
      expect(CONSOLE_BUNDLES.EN, i18nKey).toHaveProperty(i18nKey);
      expect(CONSOLE_BUNDLES.CN, i18nKey).toHaveProperty(i18nKey);
    }
  });
});

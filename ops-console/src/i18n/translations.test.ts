import { errorCatalogue } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import cn from './cn.json';
import { CONSOLE_NS, createConsoleI18n, loadConsoleTexts, switchConsoleLanguage } from './console-i18n';
import en from './en.json';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
/** Names that read the same in both languages on purpose. */
const SAME = new Set(['language_EN', 'language_CN', 'language_KM']);

describe('console translations', () => {
  it('EN and CN have the same keys and placeholders, and every CN text is Chinese', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, english] of Object.entries(en)) {
      const chinese = (cn as Record<string, string>)[key] ?? '';
      expect(placeholders(chinese), key).toEqual(placeholders(english));
      if (!SAME.has(key)) expect(chinese, key).toMatch(/\p{Script=Han}/u);
    }
  });

  it('load one language at a time, and switch only once its texts are there', async () => {
    const i18n = createConsoleI18n('CN');
    expect(i18n.hasResourceBundle('CN', CONSOLE_NS)).toBe(false);
    await switchConsoleLanguage(i18n, 'CN');
    expect(i18n.t('language')).toBe(cn.language);
    expect(i18n.hasResourceBundle('EN', CONSOLE_NS)).toBe(false);
    await switchConsoleLanguage(i18n, 'EN');
    expect(i18n.language).toBe('EN');
    expect(i18n.t('language')).toBe(en.language);
    // A console made later starts with what this page has loaded.
    expect(createConsoleI18n('EN').hasResourceBundle('CN', CONSOLE_NS)).toBe(true);
  });

  it('show every catalogue error message in both languages, from the common texts', async () => {
    const [english, chinese] = await Promise.all([loadConsoleTexts('EN'), loadConsoleTexts('CN')]);
    for (const { i18nKey } of Object.values(errorCatalogue)) {
      expect(english, i18nKey).toHaveProperty(i18nKey);
      expect(chinese, i18nKey).toHaveProperty(i18nKey);
    }
  });
});

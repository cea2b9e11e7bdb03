import { FULLY_TRANSLATED_LANGUAGES } from '@platform/shared-contracts/client';
import { describe, expect, it, vi } from 'vitest';
import { initI18n, switchLanguage } from './i18n';

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

describe('start', () => {
  it("writes nothing to a player's console", async () => {
    // i18next shows its notice once a page: forget that this test run's page may have shown it already.
    delete (globalThis as Record<string, unknown>).__i18next_supportNoticeShown;
    const written = (['log', 'info', 'warn', 'error'] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation(() => undefined),
    );
    try {
      const i18n = await initI18n('EN');
      expect(i18n.t('common.close')).toBe('Close');
      for (const spy of written) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of written) spy.mockRestore();
    }
  });
});

describe('the page language', () => {
  it('is the language of the texts shown: a language without its own reads English, left to right', async () => {
    const i18n = await initI18n('KM');
    const page = document.documentElement;
    expect([page.lang, page.dir]).toEqual(['km', 'ltr']);
    await switchLanguage('CN');
    expect([page.lang, page.dir]).toEqual(['zh-CN', 'ltr']);
    for (const chosen of ['AR', 'TH', 'HE'] as const) {
      await switchLanguage(chosen);
      expect(i18n.t('common.close')).toBe('Close');
      expect([page.lang, page.dir], chosen).toEqual(['en', 'ltr']);
    }
  });
});

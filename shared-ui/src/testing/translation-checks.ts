import { expect, it } from 'vitest';
import { COMMON_TEXTS } from './common-texts';

type Texts = Readonly<Record<string, string>>;

export interface TranslationFiles {
  en: Texts;
  cn: Texts;
  km: Texts;
}

export interface TranslationCheckOptions {
  /** Keys whose text is the same in every language on purpose (brand names, examples, formats). */
  sameEverywhere?: readonly string[];
  /** For the common texts themselves; every other bundle must not repeat one of them. */
  isCommon?: boolean;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/**
 * The checks every EN/CN/KM set of files gets, as tests of the calling file: the same keys everywhere, the same
 * placeholders, no empty text, Chinese in Han and Khmer in Khmer script, and no key the common texts already give.
 */
export function checkTranslations(
  { en, cn, km }: TranslationFiles,
  { sameEverywhere = [], isCommon = false }: TranslationCheckOptions = {},
): void {
  it('EN, CN and KM have exactly the same keys', () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(km).sort()).toEqual(Object.keys(en).sort());
  });

  it('keep the same placeholders in every language and leave no text empty', () => {
    for (const [key, english] of Object.entries(en)) {
      for (const [name, texts] of Object.entries({ cn, km })) {
        const text = texts[key] ?? '';
        expect(text.trim(), `${name}.${key}`).not.toBe('');
        expect(placeholders(text), `${name}.${key}`).toEqual(placeholders(english));
      }
    }
  });

  it('are actually translated: Chinese and Khmer text is in its own script', () => {
    const untranslated = Object.keys(en).filter((key) => en[key] === km[key]);
    expect(untranslated.sort()).toEqual([...sameEverywhere].sort());
    for (const key of Object.keys(en)) {
      if (untranslated.includes(key)) continue;
      expect(cn[key], `cn.${key}`).toMatch(/\p{Script=Han}/u);
      expect(km[key], `km.${key}`).toMatch(/\p{Script=Khmer}/u);
    }
  });

  if (!isCommon) {
    it('do not repeat a common text', () => {
      expect(Object.keys(en).filter((key) => Object.hasOwn(COMMON_TEXTS.EN, key))).toEqual([]);
    });
  }
}

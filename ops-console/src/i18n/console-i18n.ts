import { type CommonTextKey, withCommonTexts } from '@platform/shared-ui';
import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { useCallback } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import cn from './cn.json';
import en from './en.json';

/** The console's own namespace; the catalogue's error texts come from shared-ui's common texts. */
export const CONSOLE_NS = 'ops';

/** The console speaks English and Simplified Chinese (issue 12); English is the reference file. */
export const CONSOLE_LANGUAGES = ['EN', 'CN'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export type ConsoleKey = keyof typeof en | CommonTextKey;

/** Typed against en.json: a key missing from cn.json fails the type check. */
export const CONSOLE_BUNDLES: Record<ConsoleLanguage, Record<ConsoleKey, string>> = {
  EN: withCommonTexts('EN', en),
  CN: withCommonTexts('CN', cn),
};

const LANGUAGE_KEY = 'ops-console.language';

export function savedLanguage(): ConsoleLanguage {
  try {
    const saved = localStorage.getItem(LANGUAGE_KEY);
    return saved === 'CN' ? 'CN' : 'EN';
  } catch {
    return 'EN';
  }
}

export function saveLanguage(language: ConsoleLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}

/** The console's own i18next instance (it is not part of the player site and shares nothing with it). */
export function createConsoleI18n(language: ConsoleLanguage): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    ns: [CONSOLE_NS],
    defaultNS: CONSOLE_NS,
    resources: {
      EN: { [CONSOLE_NS]: CONSOLE_BUNDLES.EN },
      CN: { [CONSOLE_NS]: CONSOLE_BUNDLES.CN },
    },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/** A text written as key_zero, key_one and key_other in en.json is asked for by its stem, with `count`. */
type PluralStem<K> = K extends `${infer Stem}_${'zero' | 'one' | 'other'}` ? Stem : never;

export type ConsoleT = (key: ConsoleKey | PluralStem<keyof typeof en>, options?: TOptions) => string;

/** `t` with keys checked against en.json and the common texts. */
export function useText(): { t: ConsoleT; language: ConsoleLanguage } {
  const { t, i18n } = useTranslation(CONSOLE_NS, { useSuspense: false });
  const translate = t as unknown as (key: string, options: TOptions) => string;
  const typed = useCallback<ConsoleT>((key, options) => String(translate(key, options ?? {})), [translate]);
  return { t: typed, language: i18n.language === 'CN' ? 'CN' : 'EN' };
}

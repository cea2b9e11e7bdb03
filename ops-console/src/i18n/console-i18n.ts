import { type CommonTextKey, withCommonTexts } from '@platform/shared-ui';
import i18next, { type i18n as I18n, type TOptions } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { initReactI18next, useTranslation } from 'react-i18next';
import type en from './en.json';

/** The console's own namespace; the catalogue's error texts come from shared-ui's common texts. */
export const CONSOLE_NS = 'ops';

/** The console speaks English and Simplified Chinese (issue 12); English is the reference file. */
export const CONSOLE_LANGUAGES = ['EN', 'CN'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

export type ConsoleKey = keyof typeof en | CommonTextKey;
export type ConsoleBundle = Record<ConsoleKey, string>;

/** Each language loads on demand; typed against en.json, so a key missing from cn.json fails the type check. */
const BUNDLES = {
  EN: () => import('./en.json'),
  CN: () => import('./cn.json'),
} satisfies Record<ConsoleLanguage, () => Promise<{ default: Record<keyof typeof en, string> }>>;

/** The bundles loaded so far, for the page: a console made after a load starts with them. */
const loaded = new Map<ConsoleLanguage, ConsoleBundle>();

/** The console's texts of `language`: its own file with shared-ui's common texts under it, loaded side by side. */
export async function loadConsoleTexts(language: ConsoleLanguage): Promise<ConsoleBundle> {
  const known = loaded.get(language);
  if (known) return known;
  const bundle = await withCommonTexts(
    language,
    BUNDLES[language]().then((file) => file.default),
  );
  loaded.set(language, bundle);
  return bundle;
}

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
    // The languages already loaded; `useConsoleTexts` adds the one in use when it is not among them.
    resources: Object.fromEntries([...loaded].map(([code, bundle]) => [code, { [CONSOLE_NS]: bundle }])),
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  return instance;
}

/** Adds the texts of `language` to `i18n`, loading them first when this page has not yet. */
export async function addConsoleTexts(i18n: I18n, language: ConsoleLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, CONSOLE_NS)) return;
  const bundle = await loadConsoleTexts(language);
  if (!i18n.hasResourceBundle(language, CONSOLE_NS)) {
    i18n.addResourceBundle(language, CONSOLE_NS, bundle, true, false);
  }
}

/** Switches `i18n` to `language` once its texts are there, so a language is never shown as raw keys. */
export async function switchConsoleLanguage(i18n: I18n, language: ConsoleLanguage): Promise<void> {
  await addConsoleTexts(i18n, language);
  await i18n.changeLanguage(language);
}

/** True once the texts of `language` are in `i18n` (a console made with them is ready at once). */
export function useConsoleTexts(i18n: I18n, language: ConsoleLanguage): boolean {
  const [readyFor, setReadyFor] = useState<I18n | null>(() =>
    i18n.hasResourceBundle(language, CONSOLE_NS) ? i18n : null,
  );
  useEffect(() => {
    let live = true;
    addConsoleTexts(i18n, language).then(
      () => live && setReadyFor(i18n),
      (error: unknown) => console.error('ops console: could not load texts', error),
    );
    return () => {
      live = false;
    };
  }, [i18n, language]);
  return readyFor === i18n;
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

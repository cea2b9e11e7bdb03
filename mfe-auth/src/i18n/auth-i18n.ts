import { type CommonTextKey, withCommonTexts } from '@platform/shared-ui';
import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type en from './en.json';

/** The namespace this remote adds to the host's i18next instance. */
export const AUTH_NS = 'auth';

/** Every key of the auth namespace: our own (English is the reference file) and the shared common texts. */
export type AuthKey = keyof typeof en | CommonTextKey;
export type AuthBundle = Record<keyof typeof en, string>;

/** Our language codes (spec section 3), each loaded on demand, so a Khmer player downloads Khmer only. */
const BUNDLES = {
  EN: () => import('./en.json'),
  CN: () => import('./cn.json'),
  KM: () => import('./km.json'),
} satisfies Record<string, () => Promise<{ default: AuthBundle }>>;

type BundleLanguage = keyof typeof BUNDLES;

/** The bundle a language reads: its own, or English for the 31 languages without one (the host's fallbackLng). */
export function bundleLanguageOf(language: string): BundleLanguage {
  return Object.hasOwn(BUNDLES, language) ? (language as BundleLanguage) : 'EN';
}

/** The auth texts of `language`: our own file with shared-ui's common texts under it, both loaded side by side. */
export function loadAuthBundle(language: string): Promise<Record<AuthKey, string>> {
  const code = bundleLanguageOf(language);
  return withCommonTexts(
    code,
    BUNDLES[code]().then((file) => file.default),
  );
}

/** Adds the auth texts of `language` to an i18next instance, once. */
export async function addAuthBundle(i18n: I18n, language: string): Promise<void> {
  const code = bundleLanguageOf(language);
  if (i18n.hasResourceBundle(code, AUTH_NS)) return;
  const bundle = await loadAuthBundle(code);
  i18n.addResourceBundle(code, AUTH_NS, bundle, true, false);
}

/** Loads the bundle of `language` into the host's i18next; true once its texts can be shown. */
export function useAuthBundle(language: string): boolean {
  const { i18n } = useTranslation();
  const code = bundleLanguageOf(language);
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18n.hasResourceBundle(code, AUTH_NS) ? code : null,
  );
  useEffect(() => {
    let live = true;
    addAuthBundle(i18n, code).then(
      () => live && setLoaded(code),
      (error: unknown) => console.error('auth: could not load texts', error),
    );
    return () => {
      live = false;
    };
  }, [i18n, code]);
  return loaded === code;
}

export type AuthT = (key: AuthKey, options?: TOptions) => string;

/** `t` for this remote's namespace, with keys checked against en.json. */
export function useAuthText(): { t: AuthT; language: string } {
  const { t, i18n } = useTranslation(AUTH_NS, { useSuspense: false });
  // i18next's own overloads are too wide to forward through; the key check is ours (AuthKey).
  const translate = t as unknown as (key: string, options: TOptions) => string;
  const typed = useCallback<AuthT>((key, options) => String(translate(key, options ?? {})), [translate]);
  return { t: typed, language: i18n.language };
}

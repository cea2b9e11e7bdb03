import { type CommonTextKey, withCommonTexts } from '@platform/shared-ui';
import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import cn from './cn.json';
import en from './en.json';
import km from './km.json';

/** The namespace this remote adds to the host's i18next instance. */
export const AUTH_NS = 'auth';

/** Every key of the auth namespace: our own (English is the reference file) and the shared common texts. */
export type AuthKey = keyof typeof en | CommonTextKey;

/** Our language codes (spec section 3); the other 31 fall back to EN through the host's `fallbackLng`. */
export const AUTH_BUNDLES: Record<'EN' | 'CN' | 'KM', Record<AuthKey, string>> = {
  EN: withCommonTexts('EN', en),
  CN: withCommonTexts('CN', cn),
  KM: withCommonTexts('KM', km),
};

/** Adds the auth bundles to an i18next instance once; safe to call on every render. */
export function addAuthBundles(i18n: I18n): void {
  for (const [language, bundle] of Object.entries(AUTH_BUNDLES)) {
    if (!i18n.hasResourceBundle(language, AUTH_NS)) {
      i18n.addResourceBundle(language, AUTH_NS, bundle, true, false);
    }
  }
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

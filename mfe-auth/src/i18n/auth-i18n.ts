import { type CommonTextKey, remoteTexts, useRemoteTexts } from '@platform/shared-ui';
import type { TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from './en.json';

/** The namespace this remote adds to the host's i18next instance. */
export const AUTH_NS = 'auth';

/** Every key of the auth namespace: our own (English is the reference file) and the shared common texts. */
export type AuthKey = keyof typeof en | CommonTextKey;
export type AuthBundle = Record<keyof typeof en, string>;

/** Each language loads on demand, with the common texts under it (shared-ui's `remoteTexts`). */
const texts = remoteTexts(AUTH_NS, {
  EN: () => import('./en.json'),
  CN: () => import('./cn.json'),
  KM: () => import('./km.json'),
} satisfies Record<string, () => Promise<{ default: AuthBundle }>>);

/** The file a language reads: its own, or English for the 31 languages without one (the host's fallbackLng). */
export const bundleLanguageOf = texts.fileLanguageOf;
export const addAuthBundle = texts.add;
/** Loads the bundle of `language` into the host's i18next; true once its texts can be shown. */
export const useAuthBundle = (language: string): boolean => useRemoteTexts(texts, language);
export const loadAuthBundle = texts.load;

export type AuthT = (key: AuthKey, options?: TOptions) => string;

/** `t` for this remote's namespace, with keys checked against en.json. */
export function useAuthText(): { t: AuthT; language: string } {
  const { t, i18n } = useTranslation(AUTH_NS, { useSuspense: false });
  // i18next's own overloads are too wide to forward through; the key check is ours (AuthKey).
  const translate = t as unknown as (key: string, options: TOptions) => string;
  const typed = useCallback<AuthT>((key, options) => String(translate(key, options ?? {})), [translate]);
  return { t: typed, language: i18n.language };
}

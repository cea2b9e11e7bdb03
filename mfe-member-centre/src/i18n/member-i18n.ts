import { type CommonTextKey, remoteTexts, useRemoteTexts } from '@platform/shared-ui';
import type { TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from './en.json';

/** The namespace this remote adds to the host's i18next instance. */
export const MEMBER_NS = 'memberCentre';

/** Every key of the member-centre namespace: our own (English is the reference file) and the common texts. */
export type MemberKey = keyof typeof en | CommonTextKey;
export type MemberBundle = Record<keyof typeof en, string>;

/** Each language loads on demand, with the common texts under it (shared-ui's `remoteTexts`). */
const texts = remoteTexts(MEMBER_NS, {
  EN: () => import('./en.json'),
  CN: () => import('./cn.json'),
  KM: () => import('./km.json'),
} satisfies Record<string, () => Promise<{ default: MemberBundle }>>);

/** The file a language reads: its own, or English for the 31 languages without one (the host's fallbackLng). */
export const bundleLanguageOf = texts.fileLanguageOf;
export const addMemberBundle = texts.add;
/** Loads the bundle of `language` into the host's i18next; true once its texts can be shown. */
export const useMemberBundle = (language: string): boolean => useRemoteTexts(texts, language);

export type MemberT = (key: MemberKey, options?: TOptions) => string;

/** `t` for this remote's namespace, with keys checked against en.json. */
export function useMemberText(): { t: MemberT; language: string } {
  const { t, i18n } = useTranslation(MEMBER_NS, { useSuspense: false });
  // i18next's own overloads are too wide to forward through; the key check is ours (MemberKey).
  const translate = t as unknown as (key: string, options: TOptions) => string;
  const typed = useCallback<MemberT>((key, options) => String(translate(key, options ?? {})), [translate]);
  return { t: typed, language: i18n.language };
}

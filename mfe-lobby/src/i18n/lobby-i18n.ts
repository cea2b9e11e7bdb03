import { type CommonTextKey, withCommonTexts } from '@platform/shared-ui';
import type { i18n as I18n, TOptions } from 'i18next';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type en from './en.json';

/** The namespace this remote adds to the host's i18next instance. */
export const LOBBY_NS = 'lobby';

/** Every key of the lobby namespace: our own (English is the reference file) and the common texts. */
export type LobbyKey = keyof typeof en | CommonTextKey;
export type LobbyBundle = Record<keyof typeof en, string>;

/** Each language loads on demand, so a Khmer player downloads Khmer only. */
const BUNDLES = {
  EN: () => import('./en.json'),
  CN: () => import('./cn.json'),
  KM: () => import('./km.json'),
} satisfies Record<string, () => Promise<{ default: LobbyBundle }>>;

type BundleLanguage = keyof typeof BUNDLES;

/** The bundle a language reads: its own, or English for the 31 languages without one (the host's fallbackLng). */
export function bundleLanguageOf(language: string): BundleLanguage {
  return Object.hasOwn(BUNDLES, language) ? (language as BundleLanguage) : 'EN';
}

export async function addLobbyBundle(i18n: I18n, language: string): Promise<void> {
  const code = bundleLanguageOf(language);
  if (i18n.hasResourceBundle(code, LOBBY_NS)) return;
  // Our own file and shared-ui's common texts of the language load side by side.
  const bundle = await withCommonTexts(
    code,
    BUNDLES[code]().then((file) => file.default),
  );
  i18n.addResourceBundle(code, LOBBY_NS, bundle, true, false);
}

/** Loads the bundle of `language` into the host's i18next; true once its texts can be shown. */
export function useLobbyBundle(language: string): boolean {
  const { i18n } = useTranslation();
  const code = bundleLanguageOf(language);
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18n.hasResourceBundle(code, LOBBY_NS) ? code : null,
  );
  useEffect(() => {
    let live = true;
    addLobbyBundle(i18n, code).then(
      () => live && setLoaded(code),
      (error: unknown) => console.error('lobby: could not load texts', error),
    );
    return () => {
      live = false;
    };
  }, [i18n, code]);
  return loaded === code;
}

export type LobbyT = (key: LobbyKey, options?: TOptions) => string;

/** `t` for this remote's namespace, with keys checked against en.json. */
export function useLobbyText(): { t: LobbyT; language: string } {
  const { t, i18n } = useTranslation(LOBBY_NS, { useSuspense: false });
  // i18next's own overloads are too wide to forward through; the key check is ours (LobbyKey).
  const translate = t as unknown as (key: string, options: TOptions) => string;
  const typed = useCallback<LobbyT>((key, options) => String(translate(key, options ?? {})), [translate]);
  return { t: typed, language: i18n.language };
}

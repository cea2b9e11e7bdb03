import { type CommonTextKey, remoteTexts, useRemoteTexts } from '@platform/shared-ui';
import type { TOptions } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type en from './en.json';

/** The namespace this remote adds to the host's i18next instance. */
export const LOTTERY_NS = 'lottery';

/** Every key of the lottery namespace: our own (English is the reference file) and the common texts. */
export type LotteryKey = keyof typeof en | CommonTextKey;
export type LotteryBundle = Record<keyof typeof en, string>;

/** Each language loads on demand, with the common texts under it (shared-ui's `remoteTexts`). */
const texts = remoteTexts(LOTTERY_NS, {
  EN: () => import('./en.json'),
  CN: () => import('./cn.json'),
  KM: () => import('./km.json'),
} satisfies Record<string, () => Promise<{ default: LotteryBundle }>>);

/** The file a language reads: its own, or English for the 31 languages without one (the host's fallbackLng). */
export const bundleLanguageOf = texts.fileLanguageOf;
export const addLotteryBundle = texts.add;
/** Loads the bundle of `language` into the host's i18next; true once its texts can be shown. */
export const useLotteryBundle = (language: string): boolean => useRemoteTexts(texts, language);

export type LotteryT = (key: LotteryKey, options?: TOptions) => string;

/** `t` for this remote's namespace, with keys checked against en.json. */
export function useLotteryText(): { t: LotteryT; language: string } {
  const { t, i18n } = useTranslation(LOTTERY_NS, { useSuspense: false });
  // i18next's own overloads are too wide to forward through; the key check is ours (LotteryKey).
  const translate = t as unknown as (key: string, options: TOptions) => string;
  const typed = useCallback<LotteryT>((key, options) => String(translate(key, options ?? {})), [translate]);
  return { t: typed, language: i18n.language };
}

/**
 * The key of a text named by data (a game code, a bet type id, a pick): `textKey('bet', 'k3.sum')`. Every such key
 * is checked to exist by data-keys.test.ts, over all the engine's games and bet types.
 */
export function textKey(prefix: string, id: string | number): LotteryKey {
  return `${prefix}.${id}` as LotteryKey;
}

import cn from './cn.json';
import en from './en.json';
import km from './km.json';

/**
 * Texts every remote shows alike: the message of each error in the contracts' catalogue, the field-rule messages
 * and the few controls of shared forms (password visibility, SMS code, country code). Kept once here, and merged by
 * each remote into its own i18next namespace, so an error reads the same wherever it appears.
 */
export type CommonTextKey = keyof typeof en;
export type CommonTexts = Record<CommonTextKey, string>;

/** EN, CN and KM (spec section 3); the other 31 languages fall back to EN through the host's `fallbackLng`. */
export const COMMON_TEXTS: Readonly<Record<'EN' | 'CN' | 'KM', CommonTexts>> = { EN: en, CN: cn, KM: km };

/** A remote's bundle for `language` with the common texts under it; the remote's own words win. */
export function withCommonTexts<B extends Record<string, string>>(
  language: string,
  bundle: B,
): CommonTexts & B {
  const common = Object.hasOwn(COMMON_TEXTS, language)
    ? COMMON_TEXTS[language as keyof typeof COMMON_TEXTS]
    : COMMON_TEXTS.EN;
  return { ...common, ...bundle };
}

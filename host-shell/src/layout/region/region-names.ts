import { type Region, textLanguageOf } from '@platform/shared-contracts/client';
import { htmlLang } from '../preferences/html-lang';

/**
 * Khmer names of the countries a Southeast Asian brand serves. Browsers often ship no Khmer region names
 * (Chromium's Intl answers "Cambodia"), and Khmer is the default language.
 */
const KHMER_COUNTRY_NAMES: Record<string, string> = {
  KH: 'កម្ពុជា',
  VN: 'វៀតណាម',
  TH: 'ថៃ',
  LA: 'ឡាវ',
  MM: 'មីយ៉ាន់ម៉ា',
  MY: 'ម៉ាឡេស៊ី',
  SG: 'សិង្ហបុរី',
  ID: 'ឥណ្ឌូណេស៊ី',
  PH: 'ហ្វីលីពីន',
  BN: 'ប្រ៊ុយណេ',
  TL: 'ទីម័រខាងកើត',
  CN: 'ចិន',
  TW: 'តៃវ៉ាន់',
  HK: 'ហុងកុង',
  JP: 'ជប៉ុន',
  KR: 'កូរ៉េខាងត្បូង',
  IN: 'ឥណ្ឌា',
  BD: 'បង់ក្លាដែស',
  NP: 'នេប៉ាល់',
  PK: 'ប៉ាគីស្ថាន',
};

/**
 * One Intl.DisplayNames per locale, made on first use: building it (and asking which locales the browser has)
 * costs the phone tens of milliseconds each time, and the header renders a name on every language or region change.
 * `null` where the browser has no names for the locale.
 */
const displayNames = new Map<string, Intl.DisplayNames | null>();

function regionNamesIn(locale: string): Intl.DisplayNames | null {
  if (!displayNames.has(locale)) {
    try {
      const known = Intl.DisplayNames.supportedLocalesOf([locale]).length > 0;
      displayNames.set(
        locale,
        known ? new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }) : null,
      );
    } catch {
      displayNames.set(locale, null);
    }
  }
  return displayNames.get(locale) ?? null;
}

/**
 * The region's country in the page's language (the language of its texts, decision 180): in English the operator's
 * own name for it (provisioned in English), in Khmer the list above, else Intl where the browser knows the language,
 * else the operator's name. English skips Intl because building its region names is the home page's costliest call
 * on a phone (about 60 ms).
 */
export function countryLabel(region: Region, chosen: string): string {
  const code = region.country.toUpperCase();
  const language = textLanguageOf(chosen);
  if (language === 'EN') return region.countryName;
  if (language === 'KM' && KHMER_COUNTRY_NAMES[code]) return KHMER_COUNTRY_NAMES[code];
  try {
    const name = regionNamesIn(htmlLang(language))?.of(code);
    return name && name !== code ? name : region.countryName;
  } catch {
    return region.countryName;
  }
}

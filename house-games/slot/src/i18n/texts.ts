import { cn } from './cn';
import { en, type TextKey, type Texts } from './en';
import { km } from './km';

export type { TextKey };

/** EN, CN and KM have their own texts; every other language the site offers shows English. */
const BY_LANGUAGE: Record<string, Texts> = { EN: en, CN: cn, ZH: cn, KM: km };
const HTML_LANG: Record<string, string> = { EN: 'en', CN: 'zh-CN', ZH: 'zh-CN', KM: 'km' };

export interface Translator {
  language: string;
  htmlLang: string;
  t(key: TextKey, values?: Record<string, string | number>): string;
}

/** `lang` as the site passes it (`KM`, `cn`, `EN`, …); anything unknown falls back to English. */
export function translator(lang: string | null | undefined): Translator {
  const code = (lang ?? 'EN').toUpperCase();
  const texts = BY_LANGUAGE[code] ?? en;
  return {
    language: BY_LANGUAGE[code] ? code : 'EN',
    htmlLang: HTML_LANG[code] ?? 'en',
    t(key, values) {
      const text = texts[key] ?? en[key];
      return values ? text.replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole)) : text;
    },
  };
}

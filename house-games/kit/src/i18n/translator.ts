import { kitCn } from './kit-cn';
import { type KitTextKey, kitEn } from './kit-en';
import { kitKm } from './kit-km';

export type { KitTextKey };

/** A game's own texts in the three languages the site translates fully; its key set is the English one. */
export interface GameTexts<K extends string> {
  EN: Readonly<Record<K, string>>;
  CN: Readonly<Record<K, string>>;
  KM: Readonly<Record<K, string>>;
}

/** Looks up the game's texts first, then the kit's: a game may word a shared text its own way. */
export interface Translator<K extends string = never> {
  language: string;
  htmlLang: string;
  t(key: K | KitTextKey, values?: Record<string, string | number>): string;
}

const LANGUAGE: Record<string, 'EN' | 'CN' | 'KM'> = { EN: 'EN', CN: 'CN', ZH: 'CN', KM: 'KM' };
const HTML_LANG = { EN: 'en', CN: 'zh-CN', KM: 'km' } as const;
const KIT = { EN: kitEn, CN: kitCn, KM: kitKm } as const;

/**
 * The translator of one game: `lang` as the site passes it (`KM`, `cn`, `EN`, …). EN, CN and KM have their own
 * texts; every other language the site offers shows English.
 */
export function textsFor<K extends string>(
  game: GameTexts<K>,
): (lang: string | null | undefined) => Translator<K> {
  return (lang) => {
    const code = (lang ?? 'EN').toUpperCase();
    const language = LANGUAGE[code] ?? 'EN';
    const texts: Record<string, string> = { ...KIT[language], ...game[language] };
    const english: Record<string, string> = { ...kitEn, ...game.EN };
    return {
      language: LANGUAGE[code] ? code : 'EN',
      htmlLang: HTML_LANG[language],
      t(key, values) {
        const text = texts[key] || english[key] || key;
        return values ? text.replace(/\{(\w+)\}/g, (whole, name) => String(values[name] ?? whole)) : text;
      },
    };
  };
}

/** The kit's texts alone (its components' default context, and tests of the kit). */
export const kitTranslator = textsFor<never>({ EN: {}, CN: {}, KM: {} });

/** The placeholders of a text (`{amount}` …), for the tests that check every language keeps them. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '').sort();
}

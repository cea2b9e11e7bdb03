import {
  isFullyTranslated,
  LANGUAGES,
  type LanguageCode,
  languageDirection,
  textLanguageOf,
} from '@platform/shared-contracts/client';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { htmlLang } from '../layout/preferences/html-lang';

type Bundle = Record<string, unknown>;
type Loader = () => Promise<Bundle>;

/**
 * Each language's strings load on demand; a language without its own file shows English. The shell's strings
 * come from several feature files merged into the 'shell' namespace.
 */
const SHELL_BUNDLES: Record<string, Loader[]> = {
  EN: [() => import('./locales/en.json'), () => import('../layout/i18n/en.json')],
  CN: [() => import('./locales/cn.json'), () => import('../layout/i18n/cn.json')],
  KM: [() => import('./locales/km.json'), () => import('../layout/i18n/km.json')],
};

async function loadShell(language: string): Promise<void> {
  const loaders = SHELL_BUNDLES[language];
  if (!loaders || i18next.hasResourceBundle(language, 'shell')) return;
  const parts = await Promise.all(loaders.map((load) => load()));
  const merged = Object.assign({}, ...parts.map((p) => ('default' in p ? (p.default as Bundle) : p)));
  i18next.addResourceBundle(language, 'shell', merged, true, true);
}

/**
 * The page says the language its texts are in: a language without texts of its own reads English, so the page is
 * English (a screen reader must not read it with an Arabic or a Thai voice) and runs left to right (English laid out
 * right to left moves its full stops to the start of the line and cuts names at their start).
 */
function applyToDocument(language: LanguageCode) {
  const shown = textLanguageOf(language);
  document.documentElement.lang = htmlLang(shown);
  document.documentElement.dir = languageDirection(shown);
}

export async function initI18n(language: LanguageCode): Promise<typeof i18next> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'EN',
    supportedLngs: [...LANGUAGES],
    ns: ['shell'],
    defaultNS: 'shell',
    resources: {},
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    // i18next tells only a bundle whose `process` says production to keep its advertisement out of the console; a
    // browser has no `process`, so every player would see it.
    showSupportNotice: false,
  });
  await loadWithFallback(language);
  applyToDocument(language);
  return i18next;
}

/**
 * A language's strings, and English's where some of them are missing. A fully translated language has every key
 * (i18n.test.ts), so its visitors do not download English as well.
 */
function loadWithFallback(language: LanguageCode): Promise<unknown> {
  return Promise.all([isFullyTranslated(language) ? null : loadShell('EN'), loadShell(language)]);
}

export async function switchLanguage(language: LanguageCode): Promise<void> {
  await loadWithFallback(language);
  await i18next.changeLanguage(language);
  applyToDocument(language);
}

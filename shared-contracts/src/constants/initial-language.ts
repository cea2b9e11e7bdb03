import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode } from './domain';

/** Device languages like `km-KH` or `zh-TW` mapped to the site's codes. */
const DEVICE_TO_SITE: Record<string, LanguageCode> = {
  zh: 'CN',
  'zh-tw': 'TW',
  'zh-hk': 'TW',
  'zh-hant': 'TW',
  fil: 'FIL',
  tl: 'FIL',
  iw: 'HE',
  he: 'HE',
  uk: 'UK',
  my: 'MY',
  ms: 'MS',
};

export function siteLanguageFor(deviceLanguage: string): LanguageCode | null {
  const lower = deviceLanguage.toLowerCase();
  const mapped = DEVICE_TO_SITE[lower] ?? DEVICE_TO_SITE[lower.split('-')[0] ?? ''];
  if (mapped) return mapped;
  const code = (lower.split('-')[0] ?? '').toUpperCase();
  return isLanguageCode(code) ? code : null;
}

/**
 * The stored choice, else the first supported device language, else KM (spec section 4, Language). The shell
 * chooses with the browser's languages; the server, drawing the first view, with the request's Accept-Language.
 */
export function chooseInitialLanguage(
  stored: string | null,
  deviceLanguages: readonly string[],
): LanguageCode {
  if (stored && isLanguageCode(stored)) return stored;
  for (const device of deviceLanguages) {
    const site = siteLanguageFor(device);
    if (site) return site;
  }
  return DEFAULT_LANGUAGE;
}

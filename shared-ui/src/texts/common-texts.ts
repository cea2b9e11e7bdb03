import type en from './en.json';

/**
 * Texts every remote shows alike: the message of each error in the contracts' catalogue, the field-rule messages
 * and the few controls of shared forms (password visibility, SMS code, country code). Kept once here, and merged by
 * each remote into its own i18next namespace, so an error reads the same wherever it appears.
 */
export type CommonTextKey = keyof typeof en;
export type CommonTexts = Record<CommonTextKey, string>;

/**
 * EN, CN and KM (spec section 3), each loaded on demand: shared-ui is a federation singleton and is not
 * tree-shaken, so static imports would send every visitor all three. The other 31 languages read EN.
 */
const FILES = {
  EN: () => import('./en.json'),
  CN: () => import('./cn.json'),
  KM: () => import('./km.json'),
} satisfies Record<string, () => Promise<{ default: CommonTexts }>>;

type CommonLanguage = keyof typeof FILES;

/** One load per language for the whole page, however many remotes ask. */
const loads = new Map<CommonLanguage, Promise<CommonTexts>>();

/** The common texts of `language` (English for a language without its own file). */
export function loadCommonTexts(language: string): Promise<CommonTexts> {
  const code: CommonLanguage = Object.hasOwn(FILES, language) ? (language as CommonLanguage) : 'EN';
  let load = loads.get(code);
  if (!load) {
    load = FILES[code]().then((file) => file.default);
    loads.set(code, load);
    // A failed chunk is asked for again next time.
    load.catch(() => loads.delete(code));
  }
  return load;
}

/**
 * A remote's bundle for `language` with the common texts under it; the remote's own words win. The bundle may be
 * a promise (the remote's own file on its way), so both files load side by side.
 */
export async function withCommonTexts<B extends Record<string, string>>(
  language: string,
  bundle: B | PromiseLike<B>,
): Promise<CommonTexts & B> {
  const [common, own] = await Promise.all([loadCommonTexts(language), bundle]);
  return { ...common, ...own };
}

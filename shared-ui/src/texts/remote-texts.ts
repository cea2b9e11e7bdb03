import type { i18n as I18n } from 'i18next';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withCommonTexts } from './common-texts';

type TextFile<B> = () => Promise<{ default: B }>;

/**
 * A remote's texts in its own namespace of the host's i18next: one file per language it translates (EN at least),
 * loaded on demand with shared-ui's common texts under it, so a Khmer player downloads Khmer only. A language
 * without a file reads English (the host's fallbackLng).
 */
export function remoteTexts<L extends string, B extends Record<string, string>>(
  namespace: string,
  files: Record<L | 'EN', TextFile<B>>,
) {
  /** The file a language reads: its own, or English. */
  const fileLanguageOf = (language: string): L | 'EN' =>
    Object.hasOwn(files, language) ? (language as L) : 'EN';

  /** The texts of `language`: the remote's own file and the common texts, loaded side by side. */
  const load = (language: string) => {
    const code = fileLanguageOf(language);
    return withCommonTexts(
      code,
      files[code]().then((file) => file.default),
    );
  };

  /** Adds the texts of `language` to `i18n`, once. */
  const add = async (i18n: I18n, language: string): Promise<void> => {
    const code = fileLanguageOf(language);
    if (i18n.hasResourceBundle(code, namespace)) return;
    i18n.addResourceBundle(code, namespace, await load(code), true, false);
  };

  return { namespace, fileLanguageOf, load, add };
}

/** Loads a remote's texts of `language` (made by `remoteTexts`) into the host's i18next; true once they can be shown. */
export function useRemoteTexts(texts: ReturnType<typeof remoteTexts>, language: string): boolean {
  const { i18n } = useTranslation();
  const code = texts.fileLanguageOf(language);
  const [loaded, setLoaded] = useState<string | null>(() =>
    i18n.hasResourceBundle(code, texts.namespace) ? code : null,
  );
  useEffect(() => {
    let live = true;
    texts.add(i18n, code).then(
      () => live && setLoaded(code),
      // A failed chunk leaves nothing shown; the next mount tries again.
      (error: unknown) => console.error(`${texts.namespace}: could not load texts`, error),
    );
    return () => {
      live = false;
    };
  }, [texts, i18n, code]);
  return loaded === code;
}

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

  /** Adding in progress, per i18next instance and file: a second caller waits for the first. */
  const adding = new WeakMap<I18n, Map<string, Promise<void>>>();

  /** Adds the texts of `language` to `i18n`, once. */
  const add = (i18n: I18n, language: string): Promise<void> => {
    const code = fileLanguageOf(language);
    if (i18n.hasResourceBundle(code, namespace)) return Promise.resolve();
    const started = adding.get(i18n) ?? new Map<string, Promise<void>>();
    adding.set(i18n, started);
    const pending =
      started.get(code) ??
      load(code).then(
        (bundle) => {
          i18n.addResourceBundle(code, namespace, bundle, true, false);
        },
        (error: unknown) => {
          // A failed chunk is asked for again by the next caller.
          started.delete(code);
          throw error;
        },
      );
    started.set(code, pending);
    return pending;
  };

  return { namespace, fileLanguageOf, load, add };
}

/** Loads a remote's texts of `language` (made by `remoteTexts`) into the host's i18next; true once they can be shown. */
export function useRemoteTexts(texts: ReturnType<typeof remoteTexts>, language: string): boolean {
  const { i18n } = useTranslation();
  const code = texts.fileLanguageOf(language);
  const [loaded, setLoaded] = useState<string | null>(() => {
    if (i18n.hasResourceBundle(code, texts.namespace)) return code;
    // Asked for during the first render, not after its paint: the texts travel with the screen's first reads.
    texts.add(i18n, code).catch(() => undefined);
    return null;
  });
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

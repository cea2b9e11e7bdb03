import { type StudioApi, TextsContext, type VerifierEntry } from '@platform/house-kit';
import { useEffect, useMemo } from 'preact/hooks';
import type { VerifyTextKey } from '../i18n/en';
import { DEFAULT_LANGUAGE, verifyTranslator } from '../i18n/texts';

/** The languages the page is translated into, each named in itself. */
const LANGUAGES = [
  ['KM', 'ខ្មែរ'],
  ['EN', 'English'],
  ['CN', '中文'],
] as const;

/** The page's html lang to the key of a game's names. */
const NAME_LANGUAGE: Record<string, 'KM' | 'EN' | 'CN'> = { km: 'KM', en: 'EN', 'zh-CN': 'CN' };

/** The game the address names (`?game=slot`), else the first one. */
export function pickedVerifier(
  verifiers: readonly VerifierEntry[],
  query: URLSearchParams,
): VerifierEntry | undefined {
  return verifiers.find((entry) => entry.game === query.get('game')) ?? verifiers[0];
}

/**
 * The public verifier of every in-house game: a game picker, then the picked game's section (its seeds, its own
 * inputs, the replayed round and the hash check). No login; nothing leaves the page but the published rules a
 * section may load through `api`. `navigate` moves to another address of this page (another game or language).
 */
export function VerifierPage({
  verifiers,
  query,
  navigate,
  api,
}: {
  verifiers: readonly VerifierEntry[];
  query: URLSearchParams;
  api: StudioApi;
  navigate: (query: URLSearchParams) => void;
}) {
  const lang = query.get('lang') ?? DEFAULT_LANGUAGE;
  const texts = useMemo(() => verifyTranslator(lang), [lang]);
  const t = (key: VerifyTextKey) => texts.t(key);
  const picked = pickedVerifier(verifiers, query);
  const nameLanguage = NAME_LANGUAGE[texts.htmlLang] ?? 'EN';
  useEffect(() => {
    document.documentElement.lang = texts.htmlLang;
    document.title = texts.t('pageTitle');
  }, [texts]);
  const pickGame = (game: string) => navigate(new URLSearchParams({ game, lang }));
  const pickLanguage = (code: string) => {
    const next = new URLSearchParams(query);
    next.set('lang', code);
    navigate(next);
  };
  return (
    <TextsContext.Provider value={texts}>
      <main class="verify">
        <header class="verify-head">
          <h1 class="verify-title">{t('pageTitle')}</h1>
          <fieldset class="verify-languages">
            <legend class="visually-hidden">{t('language')}</legend>
            {LANGUAGES.map(([code, name]) => (
              <button
                key={code}
                type="button"
                class={code === 'KM' ? 'chip chip-khmer' : 'chip'}
                aria-pressed={texts.language === code}
                onClick={() => pickLanguage(code)}
              >
                {name}
              </button>
            ))}
          </fieldset>
        </header>
        <p class="muted">{t('pageIntro')}</p>
        <fieldset class="verify-games">
          <legend class="visually-hidden">{t('gamePicker')}</legend>
          {verifiers.map((entry) => (
            <button
              key={entry.game}
              type="button"
              class="chip"
              aria-pressed={entry === picked}
              data-game={entry.game}
              onClick={() => pickGame(entry.game)}
            >
              {entry.names[nameLanguage]}
            </button>
          ))}
        </fieldset>
        {picked && (
          <section class="verify-section" aria-label={picked.names[nameLanguage]}>
            <picked.Section key={`${picked.game}-${lang}`} query={query} lang={lang} api={api} />
          </section>
        )}
      </main>
    </TextsContext.Provider>
  );
}

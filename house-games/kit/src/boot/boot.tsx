import { type ComponentChild, render } from 'preact';
import { khmerFontReady } from '../i18n/khmer-font';
import { TextsContext } from '../i18n/texts-context';
import type { GameTexts, Translator } from '../i18n/translator';
import { textsFor } from '../i18n/translator';
import { createStudioClient, type StudioApi } from '../studio/studio-client';
import { readLaunch } from './launch';
import { type ParentMessage, parentLink } from './parent';

/** Everything a game's main needs, read from the address and set up once. */
export interface HouseGameBoot<K extends string> {
  launchToken: string | null;
  texts: Translator<K>;
  /** The studio on this origin; every call after open sends the game session given to `setGameSession`. */
  api: StudioApi;
  setGameSession(gameSession: string | null): void;
  /** Back and balance messages to the site's game page; `setReturnUrl` with the open answer's returnUrl. */
  postToParent(message: ParentMessage): void;
  setReturnUrl(returnUrl: string | null): void;
}

/**
 * Boots a game page: takes the launch token and language from the address (and drops the token), sets the
 * page's language and title (the game's `title` text), and makes the studio client. The game then opens with
 * `openGame(boot.api, boot.launchToken, kind)` and mounts with `mountGame`.
 */
export function bootHouseGame<K extends string>(
  texts: GameTexts<K>,
  titleKey: K | 'loading',
): HouseGameBoot<K> {
  const { launchToken, lang } = readLaunch();
  const translator = textsFor(texts)(lang);
  document.documentElement.lang = translator.htmlLang;
  document.title = translator.t(titleKey);
  let gameSession: string | null = null;
  let returnUrl: string | null = null;
  return {
    launchToken,
    texts: translator,
    api: createStudioClient(() => gameSession, translator.language),
    setGameSession: (session) => {
      gameSession = session;
    },
    postToParent: parentLink(() => returnUrl),
    setReturnUrl: (url) => {
      returnUrl = url;
    },
  };
}

/** Renders the app into #root once the Khmer font is there (at most a moment), inside the page's texts. */
export async function mountGame(texts: Translator<string>, app: ComponentChild): Promise<void> {
  await khmerFontReady(texts.language);
  const root = document.getElementById('root');
  if (!root) return;
  render(<TextsContext.Provider value={texts}>{app}</TextsContext.Provider>, root);
}

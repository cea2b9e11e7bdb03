import '@fontsource/noto-sans-khmer/khmer-400.css';
import '@fontsource/noto-sans-khmer/khmer-700.css';
import './styles.css';
import { render } from 'preact';
import { type ParentMessage, SlotGame } from './game/slot-game';
import { khmerFontReady } from './i18n/fonts';
import { translator } from './i18n/texts';
import { TextsContext } from './i18n/texts-context';
import { createSound } from './sound/bleeps';
import { createStudioClient } from './studio/studio-client';
import { App } from './ui/app';

const params = new URLSearchParams(location.search);
const launchToken = params.get('launch');
const texts = translator(params.get('lang'));
document.documentElement.lang = texts.htmlLang;
document.title = texts.t('title');

// The launch token is one-time: drop it from the address so a reload, a shared link or the history never show it.
if (launchToken) {
  params.delete('launch');
  const query = params.toString();
  history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
}

let gameSession: string | null = null;
const sound = createSound();

/** Only our own site may frame the game (CSP frame-ancestors 'self'); messages go to that origin only. */
function postToParent(message: ParentMessage) {
  if (window.parent !== window) window.parent.postMessage(message, location.origin);
  else if (message.type === 'house-game:back') location.assign(sitePath(game.state.open?.returnUrl));
}

/** Opened alone (not framed), back goes to the site's page it came from: a path on this site, never elsewhere. */
function sitePath(returnUrl: string | undefined): string {
  return returnUrl?.startsWith('/') && !returnUrl.startsWith('//') ? returnUrl : '/';
}

const game = new SlotGame({
  api: createStudioClient(() => gameSession, texts.language),
  postToParent,
  sound,
});
game.subscribe(() => {
  gameSession = game.state.open?.gameSession ?? null;
});

void game.open(launchToken);
void khmerFontReady(texts.language).then(() => {
  const root = document.getElementById('root');
  if (!root) return;
  render(
    <TextsContext.Provider value={texts}>
      <App game={game} sound={sound} />
    </TextsContext.Provider>,
    root,
  );
});

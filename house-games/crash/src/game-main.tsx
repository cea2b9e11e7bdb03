import '@platform/house-kit/fonts';
import '@platform/house-kit/styles.css';
import './styles.css';
import { bootHouseGame, mountGame } from '@platform/house-kit';
import { CrashGame } from './game/crash-game';
import { CRASH_TEXTS } from './i18n/texts';
import { createCrashSound } from './sound/crash-sounds';
import { App } from './ui/app';

const boot = bootHouseGame(CRASH_TEXTS, 'title');
const sound = createCrashSound();
const game = new CrashGame({ api: boot.api, postToParent: boot.postToParent, sound });
game.subscribe(() => {
  boot.setGameSession(game.state.open?.gameSession ?? null);
  boot.setReturnUrl(game.state.open?.returnUrl ?? null);
});

void game.open(boot.launchToken);
void mountGame(boot.texts, <App game={game} sound={sound} />);

import '@platform/house-kit/fonts';
import '@platform/house-kit/styles.css';
import './styles.css';
import './ui/board.css';
import { bootHouseGame, mountGame } from '@platform/house-kit';
import { MinesGame } from './game/mines-game';
import { MINES_TEXTS } from './i18n/texts';
import { createSound } from './sound';
import { App } from './ui/app';

const boot = bootHouseGame(MINES_TEXTS, 'title');
const sound = createSound();
const game = new MinesGame({ api: boot.api, postToParent: boot.postToParent, sound });
game.subscribe(() => {
  boot.setGameSession(game.state.open?.gameSession ?? null);
  boot.setReturnUrl(game.state.open?.returnUrl ?? null);
});

void game.open(boot.launchToken);
void mountGame(boot.texts, <App game={game} sound={sound} />);

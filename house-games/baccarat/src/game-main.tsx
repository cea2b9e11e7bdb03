import '@platform/house-kit/fonts';
import '@platform/house-kit/styles.css';
import './styles.css';
import './ui/cards.css';
import { bootHouseGame, mountGame } from '@platform/house-kit';
import { BaccaratGame } from './game/baccarat-game';
import { createSound } from './game/sound';
import { cn } from './i18n/cn';
import { en } from './i18n/en';
import { km } from './i18n/km';
import { App } from './ui/app';

const boot = bootHouseGame({ EN: en, CN: cn, KM: km }, 'title');
const sound = createSound();
const game = new BaccaratGame({ api: boot.api, postToParent: boot.postToParent, sound });
game.subscribe(() => {
  boot.setGameSession(game.state.open?.gameSession ?? null);
  boot.setReturnUrl(game.state.open?.returnUrl ?? null);
});

void game.open(boot.launchToken);
void mountGame(boot.texts, <App game={game} sound={sound} />);

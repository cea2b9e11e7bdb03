import '@platform/house-kit/fonts';
import '@platform/house-kit/styles.css';
import './styles.css';
import { bootHouseGame, mountGame } from '@platform/house-kit';
import { PlinkoGame } from './game/plinko-game';
import { cn } from './i18n/cn';
import { en } from './i18n/en';
import { km } from './i18n/km';
import { createSound } from './sound';
import { App } from './ui/app';

const boot = bootHouseGame({ EN: en, CN: cn, KM: km }, 'title');
const sound = createSound();
const game = new PlinkoGame({
  sound,
  api: boot.api,
  postToParent: boot.postToParent,
  onOpen: (open) => {
    boot.setGameSession(open.gameSession);
    boot.setReturnUrl(open.returnUrl);
  },
});

void game.open(boot.launchToken);
void mountGame(boot.texts, <App game={game} sound={sound} />);

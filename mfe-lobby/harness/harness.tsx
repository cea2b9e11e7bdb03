/**
 * Runs the lobby remote alone against the real platform-api (`pnpm --filter @platform/mfe-lobby dev`, with the
 * API on :8080): the lobby's four screens by the address (`/`, `/rng?vassalage=house&gameType=rng`, `/sports`,
 * `/seamless?vendor=HOUSE&nodeId=1`), a small login and a log of what the remote emits (shared-ui's harness).
 * `?lang=KM|EN|CN`, `?theme=dark`, `?merchant=DEMOVN`.
 */
import '@fontsource/noto-sans-khmer/400.css';
import '@fontsource/noto-sans-khmer/700.css';
import '@platform/shared-ui/theme.css';
import { createHarnessPlatform, mountHarness, RoutedHarness } from '@platform/shared-ui/harness';
import GameCentre from '../src/expose/game-centre';
import GameList from '../src/expose/game-list';
import GamePage from '../src/expose/game-page';
import HomePage from '../src/expose/home-page';

const platform = createHarnessPlatform();

mountHarness(
  platform,
  <RoutedHarness
    platform={platform}
    home="/"
    events={['auth:open', 'popup:show', 'wallet:changed']}
    screens={{
      '/': HomePage,
      '/rng': GameList,
      '/live': GameList,
      '/fish': GameList,
      '/pvp': GameList,
      '/inHouse': GameList,
      '/hot': GameList,
      '/sports': GameCentre,
      '/esports': GameCentre,
      '/elott': GameCentre,
      '/cockfight': GameCentre,
      '/seamless': GamePage,
    }}
  />,
);

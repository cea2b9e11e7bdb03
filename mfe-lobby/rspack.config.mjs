import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteConfig } from '../federation.config.mjs';

/**
 * The lobby remote. Each exposed module is a small entry that mounts one screen; the screens, the carousel
 * (swiper) and each language's texts are chunks of their own, fetched when a page needs them.
 */
export default remoteConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  name: 'mfe_lobby',
  exposes: {
    './HomePage': './src/expose/home-page.tsx',
    './GameList': './src/expose/game-list.tsx',
    './GameCentre': './src/expose/game-centre.tsx',
    './GamePage': './src/expose/game-page.tsx',
  },
  port: 3003,
  historyApiFallback: true,
  proxy: ['/wps', '/lgw', '/house-games', '/studio'],
});

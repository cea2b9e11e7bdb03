import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { houseGameConfig } from '@platform/house-kit/rspack';

/** Where platform-api serves the built game (platform-api/src/http/house-games.ts). */
export const BASE_PATH = '/house-games/plinko/';

export default houseGameConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  basePath: BASE_PATH,
  pages: [{ name: 'game', entry: './src/game-main.tsx', filename: 'index.html', title: 'Plinko' }],
});

import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { houseGameConfig } from '@platform/house-kit/rspack';

/** Where platform-api serves the built game (platform-api/src/http/house-games.ts). */
export const BASE_PATH = '/house-games/slot/';

/** Two pages: the game (index.html) and the public spin verifier (verify.html). */
export default houseGameConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  basePath: BASE_PATH,
  pages: [
    { name: 'game', entry: './src/game-main.tsx', filename: 'index.html', title: 'Temple of Fortune' },
    {
      name: 'verify',
      entry: './src/verify-main.tsx',
      filename: 'verify.html',
      title: 'Temple of Fortune: spin verifier',
    },
  ],
});

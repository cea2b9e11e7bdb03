import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { houseGameConfig } from '@platform/house-kit/rspack';

/** Where platform-api serves the built game (platform-api/src/http/house-games.ts). */
export const BASE_PATH = '/house-games/baccarat/';

/** Two pages: the table (index.html) and verify.html, the old verifier address that forwards to house-games/verify. */
export default houseGameConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  basePath: BASE_PATH,
  pages: [
    { name: 'game', entry: './src/game-main.tsx', filename: 'index.html', title: 'Baccarat' },
    {
      name: 'verify',
      entry: './src/verify-main.tsx',
      filename: 'verify.html',
      title: 'Baccarat: shoe verifier (moved)',
    },
  ],
});

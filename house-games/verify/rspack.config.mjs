import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { houseGameConfig } from '@platform/house-kit/rspack';

/** Where platform-api serves the verifier (platform-api/src/http/house-games.ts), the kit's VERIFIER_PAGE. */
export const BASE_PATH = '/house-games/verify/';

/** One page: the public verifier of every in-house game (decision 114). */
export default houseGameConfig({
  dir: dirname(fileURLToPath(import.meta.url)),
  basePath: BASE_PATH,
  pages: [
    { name: 'verify', entry: './src/verify-main.tsx', filename: 'index.html', title: 'Verify a round' },
  ],
  devPort: 3019,
});

/**
 * Runs the built verifier alone, without platform-api (the kit's harness serves dist/ at /house-games/verify/), with
 * the one studio call it makes answered from the engine's published slot paytable, so the page can be looked at and
 * screenshotted. `npx tsx harness/serve-verifier.ts` (PORT, default 3019).
 */
import { join } from 'node:path';
import { ENGINE_VERSION, TEMPLE_PAYTABLE, TEMPLE_PUBLISHED_RTP } from '@platform/house-engine';
import { serveHouseGame } from '@platform/house-kit/harness';

serveHouseGame({
  dist: join(import.meta.dirname, '..', 'dist'),
  prefix: '/house-games/verify/',
  port: Number(process.env.PORT ?? 3019),
  answer: ({ path }) =>
    path === '/studio/v1/verify'
      ? { value: { paytable: TEMPLE_PAYTABLE, engineVersion: ENGINE_VERSION, rtp: TEMPLE_PUBLISHED_RTP } }
      : { error: 'NOT_FOUND' },
});

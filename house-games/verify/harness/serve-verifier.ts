/**
 * Runs the built verifier alone, without platform-api (the kit's harness serves dist/ at /house-games/verify/), with
 * the studio calls it makes answered from the engine (the slot's published paytable, a demo crash chain), so the page can be looked at and
 * screenshotted. `npx tsx harness/serve-verifier.ts` (PORT, default 3019).
 */
import { join } from 'node:path';
import {
  CRASH_GROWTH_FORMULA,
  CRASH_GROWTH_PER_MS,
  ENGINE_VERSION,
  TEMPLE_PAYTABLE,
  TEMPLE_PUBLISHED_RTP,
  terminalHash,
} from '@platform/house-engine';
import { serveHouseGame } from '@platform/house-kit/harness';

serveHouseGame({
  dist: join(import.meta.dirname, '..', 'dist'),
  prefix: '/house-games/verify/',
  port: Number(process.env.PORT ?? 3019),
  answer: ({ path }) => {
    if (path === '/studio/v1/verify')
      return {
        value: { paytable: TEMPLE_PAYTABLE, engineVersion: ENGINE_VERSION, rtp: TEMPLE_PUBLISHED_RTP },
      };
    if (path === '/studio/v1/crash/chain')
      return {
        value: {
          gameCode: 'HOUSE_CRASH',
          chainLength: 1000,
          terminalHash: terminalHash('7'.repeat(64), 1000),
          salt: 'harness-salt',
          roundsPlayed: 0,
          rules: {
            rtp: '99.00',
            houseEdge: '1.00',
            minStake: '1.00',
            maxStake: '1000.00',
            minAutoCashOut: '1.01',
            maxMultiplier: '1000.00',
            bettingWindowMs: 7000,
            growth: { formula: CRASH_GROWTH_FORMULA, ratePerMs: CRASH_GROWTH_PER_MS },
          },
          method: 'HMAC-SHA256 of the seed and salt, 52 bits, 99/(1-k/2^52) floored to 0.01',
          engineVersion: 'crash-1',
        },
      };
    return { error: 'NOT_FOUND' };
  },
});

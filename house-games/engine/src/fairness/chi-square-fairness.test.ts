import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { HmacSha256 } from '../fair/stream';
import { chiSquareThreshold, fitChiSquare } from './harness';
import { FAIRNESS_PROFILES } from './profiles';

/**
 * Chi-square at 99% of every registered game's outcomes (reel stops, tiles, buckets, cards, crash points) against
 * their exact probabilities. One 99% test for the whole suite, as decision 084 did for the lottery: Bonferroni over
 * every chi-square profile of every game, so each needs p above 0.01 / (profiles). Fixed seeds (each profile its own
 * client seed), so the result is the same every run; a real bias gives p near 0 at these counts (decision 113).
 * `pnpm test` draws 20,000 outcomes per profile; `pnpm test:fairness` 10^6 (FAIRNESS_OUTCOMES sets the count).
 */
const OUTCOMES = Number(process.env.FAIRNESS_OUTCOMES ?? 1_000_000);
const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();
const SERVER_SEED = 'c4'.repeat(32);
const THRESHOLD = chiSquareThreshold(FAIRNESS_PROFILES);
const TESTS = FAIRNESS_PROFILES.flatMap((profile) =>
  profile.chiSquare.map(
    (chi, index) => [`${profile.game}: ${chi.name}`, chi, `${profile.game}-chi-${index}`] as const,
  ),
);

describe(`chi-square over ${OUTCOMES.toLocaleString('en')} outcomes per profile (99% for all ${TESTS.length} together)`, () => {
  it.each(TESTS)(
    '%s',
    (label, chi, clientSeed) => {
      const fit = fitChiSquare(chi, OUTCOMES, { serverSeed: SERVER_SEED, clientSeed, hmac: nodeHmac });
      console.info(
        `${label}: ${fit.cells} cells, chi2=${fit.statistic.toFixed(2)} df=${fit.degreesOfFreedom} p=${fit.pValue.toFixed(4)} (needs > ${THRESHOLD.toFixed(5)})`,
      );
      expect(fit.pValue).toBeGreaterThan(THRESHOLD);
    },
    3_600_000,
  );
});

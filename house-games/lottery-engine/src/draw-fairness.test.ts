import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '@platform/house-engine';
import { describe, expect, it } from 'vitest';
import { simulateFit } from './chi-square';
import { LOTTERY_GAMES } from './games';

/**
 * Simulated draws per game (all 13, each under its own fixed seed), chi-square per position (per digit place for
 * prize numbers). One 99% test for the whole suite (decision 084): Bonferroni over every cell of every game, so a
 * game passes when each of its m cells has p > 0.01 / (13 m), i.e. its family p-value (smallest p times m) is above
 * 0.01 / 13. The seeds are fixed, so the test is deterministic; the threshold keeps it honest: a fair engine fails
 * some seed set once in a hundred, and a real bias (modulo folding, a broken shuffle) gives p near 0 at these counts,
 * far below any corrected threshold. node:crypto's HMAC is injected for speed (same bytes, tested). `pnpm test` runs
 * 50,000 draws per game, `pnpm test:fairness` 10^6 (LOTTERY_FAIRNESS_DRAWS sets the count).
 */
const DRAWS = Number(process.env.LOTTERY_FAIRNESS_DRAWS ?? 1_000_000);
const SEED = '5d'.repeat(32); // each game its own key: seed text and game code
const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();
const SUITE_ALPHA = 0.01;
const GAME_ALPHA = SUITE_ALPHA / LOTTERY_GAMES.length;

describe(`draw fairness over ${DRAWS.toLocaleString('en')} draws per game`, () => {
  for (const game of LOTTERY_GAMES) {
    it(`${game.code}: every position uniform (99% for all ${LOTTERY_GAMES.length} games together)`, () => {
      const fit = simulateFit(game.format, DRAWS, `${SEED}-${game.code}`, nodeHmac);
      const worst = fit.fits.reduce((a, b) => (a.pValue < b.pValue ? a : b));
      console.info(
        `${game.code}: ${fit.fits.length} cells, worst ${worst.label} chi2=${worst.statistic.toFixed(2)} df=${worst.degreesOfFreedom} p=${worst.pValue.toFixed(4)}, game p=${fit.familyPValue.toFixed(4)} (needs > ${GAME_ALPHA.toFixed(5)})`,
      );
      expect(fit.familyPValue).toBeGreaterThan(GAME_ALPHA);
    }, 1_800_000);
  }

  it('would catch modulo bias: 2^16 words folded by % 40,000 fail the same chi-square', () => {
    // A 16-bit source folded by % 100000 would give the values below 65536 twice as often; shown on a small scale:
    // values 0..2^16-1 folded by % 40000 make 0..25535 twice as likely as 25536..39999.
    const counts = new Array<number>(10).fill(0);
    for (let word = 0; word < 2 ** 16; word += 1) counts[Math.floor(((word % 40_000) / 40_000) * 10)]! += 1;
    const total = counts.reduce((a, b) => a + b, 0);
    const expected = total / 10;
    const statistic = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(statistic).toBeGreaterThan(21.67); // far beyond the 99% critical value of 9 degrees of freedom
  });
});

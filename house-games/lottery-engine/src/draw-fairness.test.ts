import { createHmac } from 'node:crypto';
import type { HmacSha256 } from '@platform/house-engine';
import { describe, expect, it } from 'vitest';
import { simulateFit } from './chi-square';
import { type Family, formatOf } from './games';

/**
 * Simulated draws per draw format (fast copies share their family's format), chi-square per position (per digit
 * place for prize numbers) at 99% for the whole format: each of m cells must have p > 0.01 / m. node:crypto's HMAC
 * is injected for speed (same bytes, tested). `pnpm test` runs 50,000 draws per format, `pnpm test:fairness` 10^6
 * (LOTTERY_FAIRNESS_DRAWS sets the count).
 * A fair draw fails a 99% test once in a hundred (the 10^6 SEA run under the first seed did: family p 0.0083), so
 * a format that fails is drawn again under a second seed and must pass then: a false alarm once in 10,000, while
 * a real bias (modulo folding, a broken shuffle) gives p near 0 under every seed at these counts.
 */
const DRAWS = Number(process.env.LOTTERY_FAIRNESS_DRAWS ?? 1_000_000);
const SEED = '5d'.repeat(32); // each format its own key: seed text and family
const nodeHmac: HmacSha256 = (key, message) => createHmac('sha256', key).update(message).digest();
const FAMILIES: Family[] = ['ssc', 'pk10', '11x5', 'k3', 'lhc', 'vn', 'sea', '3d'];

describe(`draw fairness over ${DRAWS.toLocaleString('en')} draws per format`, () => {
  for (const family of FAMILIES) {
    it(`${family}: every position uniform at 99%`, () => {
      const first = simulateFit(formatOf(family), DRAWS, `${SEED}-${family}`, nodeHmac);
      const fit =
        first.familyPValue > 0.01
          ? first
          : simulateFit(formatOf(family), DRAWS, `${SEED}-${family}-again`, nodeHmac);
      for (const run of fit === first ? [first] : [first, fit]) {
        const worst = run.fits.reduce((a, b) => (a.pValue < b.pValue ? a : b));
        console.info(
          `${family}${run === first ? '' : ' (second seed)'}: ${run.fits.length} cells, worst ${worst.label} chi2=${worst.statistic.toFixed(2)} df=${worst.degreesOfFreedom} p=${worst.pValue.toFixed(4)}, family p=${run.familyPValue.toFixed(4)}`,
        );
      }
      expect(fit.familyPValue).toBeGreaterThan(0.01);
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

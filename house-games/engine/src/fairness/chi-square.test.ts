import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, pearsonFit, uniformPearsonFit } from './chi-square';

describe('chi-square', () => {
  it('matches the table: the 99% critical values of 2, 5, 9, 10 and 48 degrees of freedom', () => {
    for (const [df, critical] of [
      [2, 9.21034],
      [5, 15.08627],
      [9, 21.66599],
      [10, 23.20925],
      [48, 73.68264],
    ] as const) {
      expect(chiSquareSurvival(critical, df)).toBeCloseTo(0.01, 5);
    }
    expect(chiSquareSurvival(9, 9)).toBeCloseTo(0.43727, 4);
  });

  it('a fair count fits and a biased one does not', () => {
    expect(uniformPearsonFit([1000, 1010, 990, 1005, 995]).pValue).toBeGreaterThan(0.9);
    expect(uniformPearsonFit([1100, 1000, 1000, 1000, 900]).pValue).toBeLessThan(0.001);
  });

  it('fits counts against unequal probabilities', () => {
    // 1:2:1, as two coin flips' heads: 250/500/250 expected of 1,000.
    expect(pearsonFit([251, 498, 251], [0.25, 0.5, 0.25]).pValue).toBeGreaterThan(0.9);
    const skewed = pearsonFit([300, 450, 250], [0.25, 0.5, 0.25]);
    expect(skewed.statistic).toBeCloseTo(50 ** 2 / 250 + 50 ** 2 / 500, 9);
    expect(skewed.pValue).toBeLessThan(0.001);
  });

  it('pools rare categories with their neighbours until each expects at least 5', () => {
    // Eight rows of plinko: edge buckets 1/256 each; of 1,000 drops they expect 3.9, so each joins its neighbour.
    const binomial = [1, 8, 28, 56, 70, 56, 28, 8, 1].map((ways) => ways / 256);
    const fit = pearsonFit([4, 31, 110, 219, 273, 218, 110, 31, 4], binomial);
    expect(fit.cells).toBe(7);
    expect(fit.degreesOfFreedom).toBe(6);
    expect(fit.pValue).toBeGreaterThan(0.5);
    // A bucket that never shows though expected 400 times is caught even next to pooled ones.
    expect(pearsonFit([4, 31, 110, 0, 492, 218, 110, 31, 4], binomial).pValue).toBeLessThan(1e-9);
  });
});

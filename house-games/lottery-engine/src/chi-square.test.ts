import { describe, expect, it } from 'vitest';
import { chiSquareSurvival, frequencyCells, uniformFit } from './chi-square';
import { SEA_FORMAT } from './games';

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
    expect(uniformFit({ label: 'fair', counts: [1000, 1010, 990, 1005, 995] }).pValue).toBeGreaterThan(0.9);
    expect(uniformFit({ label: 'biased', counts: [1100, 1000, 1000, 1000, 900] }).pValue).toBeLessThan(0.001);
  });

  it('counts prize numbers digit by digit', () => {
    const { cells, add } = frequencyCells(SEA_FORMAT);
    expect(cells).toHaveLength(6 + 3 + 3 + 3 + 3 + 2);
    add([48_213, 481, 481, 92, 517, 37]);
    expect(cells.slice(0, 6).map((cell) => cell.counts.indexOf(1))).toEqual([0, 4, 8, 2, 1, 3]);
    expect(cells[12]!.counts[0]).toBe(1); // 092 begins with 0
  });
});

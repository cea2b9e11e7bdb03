import { describe, expect, it } from 'vitest';
import { frequencyCells, uniformFit } from './chi-square';
import { SEA_FORMAT } from './games';

describe('lottery chi-square cells', () => {
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

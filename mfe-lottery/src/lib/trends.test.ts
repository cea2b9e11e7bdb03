import { describe, expect, it } from 'vitest';
import { trendOf, trendShape } from './trends';

const draw = (issueNumber: string, numbers: number[] | null) => ({ issueNumber, numbers });

describe('the per-position trend', () => {
  it('counts, for each value, the draws it has been missing, oldest draw first', () => {
    // Newest first, as the results answer lists them; the cancelled draw (no numbers) is left out.
    const draws = [
      draw('5', [2, 9]),
      draw('4', null),
      draw('3', [0, 1]),
      draw('2', [2, 1]),
      draw('1', [0, 3]),
    ];
    const trend = trendOf([0, 1, 2, 3], draws, 0);
    expect(trend.rows.map((r) => [r.issueNumber, r.value])).toEqual([
      ['1', 0],
      ['2', 2],
      ['3', 0],
      ['5', 2],
    ]);
    expect(trend.rows.map((r) => r.missing)).toEqual([
      [0, 1, 1, 1],
      [1, 2, 0, 2],
      [0, 3, 1, 3],
      [1, 4, 0, 4],
    ]);
    expect(trend.hits).toEqual([2, 0, 2, 0]);
    expect(trend.maxMissing).toEqual([1, 4, 1, 4]);
    expect(trend.currentMissing).toEqual([1, 4, 0, 4]);
  });

  it('charts digit, dice, car and 11x5 games, not Mark Six or the prize draws', () => {
    expect(trendShape('SSC1')).toEqual({ positions: 5, values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(trendShape('PK10')?.values).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(trendShape('3D')?.positions).toBe(3);
    expect(trendShape('LHC')).toBeNull();
    expect(trendShape('VN_NORTH')).toBeNull();
    expect(trendShape('SEA6D')).toBeNull();
  });
});

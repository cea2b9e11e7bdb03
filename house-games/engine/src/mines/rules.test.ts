import { describe, expect, it } from 'vitest';
import {
  choiceRtp,
  lowestChoiceRtp,
  MINES_BET_LEVELS,
  MINES_PUBLISHED_RTP,
  MINES_TARGET_RTP_PERCENT,
  minesPayout,
  minesTable,
  multiplierHundredths,
  percentOf,
  survivalChance,
} from './rules';

const asNumber = (f: { numerator: bigint; denominator: bigint }) =>
  Number(f.numerator) / Number(f.denominator);

describe('mines rules', () => {
  it('works out the multipliers by hand', () => {
    // 1 mine, 1 tile: safe 24/25; 0.97 / 0.96 = 1.0104... -> 1.01.
    expect(survivalChance(1, 1)).toEqual({ numerator: 24n, denominator: 25n });
    expect(multiplierHundredths(1, 1)).toBe(101n);
    // 3 mines, 2 tiles: safe 22/25 x 21/24 = 0.77; 0.97 / 0.77 = 1.2597... -> 1.25.
    expect(multiplierHundredths(3, 2)).toBe(125n);
    // 24 mines, 1 tile: safe 1/25; 0.97 x 25 = 24.25 exactly.
    expect(multiplierHundredths(24, 1)).toBe(2425n);
    // 5 mines, 3 tiles: safe 20/25 x 19/24 x 18/23 = 57/115; 0.97 x 115 / 57 = 1.9570... -> 1.95.
    expect(multiplierHundredths(5, 3)).toBe(195n);
    // 1 mine, all 24 safe tiles: safe 1/25; 24.25.
    expect(multiplierHundredths(1, 24)).toBe(2425n);
  });

  it('pays stake x multiplier exactly and refuses impossible cash outs', () => {
    expect(minesPayout(1000n, 3, 2)).toBe(1250n);
    expect(minesPayout(100n, 24, 1)).toBe(2425n);
    expect(() => minesPayout(150n, 1, 1)).toThrow(RangeError);
    expect(() => multiplierHundredths(3, 0)).toThrow(RangeError);
    expect(() => multiplierHundredths(3, 23)).toThrow(RangeError);
    expect(() => multiplierHundredths(25, 1)).toThrow(RangeError);
    expect(() => multiplierHundredths(0, 1)).toThrow(RangeError);
  });

  it('offers only whole-unit stakes, so every payout is an exact amount', () => {
    for (const stake of MINES_BET_LEVELS) expect(stake % 100).toBe(0);
  });

  it('never returns more than the target on any choice, and never less than the published RTP', () => {
    let choices = 0;
    for (let mines = 1; mines <= 24; mines += 1) {
      for (const row of minesTable(mines)) {
        choices += 1;
        const rtp = asNumber(choiceRtp(mines, row.safeReveals)) * 100;
        expect(rtp).toBeLessThanOrEqual(MINES_TARGET_RTP_PERCENT);
        expect(rtp).toBeGreaterThanOrEqual(Number(MINES_PUBLISHED_RTP) - 0.005);
        // The table's figure is the exact one to 0.01 pp.
        expect(Math.abs(Number(row.rtp) - rtp)).toBeLessThanOrEqual(0.005);
      }
    }
    // Every (mines, cash-out point): sum over m of (25 - m) = 300 choices.
    expect(choices).toBe(300);
  });

  it('publishes the lowest exact RTP over every choice: 2 mines cashed after 3 (1.25 on 0.77)', () => {
    const lowest = lowestChoiceRtp();
    expect(percentOf(lowest.rtp)).toBe(MINES_PUBLISHED_RTP);
    expect(MINES_PUBLISHED_RTP).toBe('96.25');
    expect(Math.abs(asNumber(lowest.rtp) * 100 - 96.25)).toBeLessThanOrEqual(0.01);
  });

  it('shows each mine count its table, the last row the board cleared', () => {
    const table = minesTable(3);
    expect(table).toHaveLength(22);
    expect(table[0]).toEqual({ safeReveals: 1, multiplier: '1.10', chance: '88.00', rtp: '96.80' });
    expect(table[1]).toEqual({ safeReveals: 2, multiplier: '1.25', chance: '77.00', rtp: '96.25' });
    expect(minesTable(24)).toEqual([{ safeReveals: 1, multiplier: '24.25', chance: '4.00', rtp: '97.00' }]);
  });
});

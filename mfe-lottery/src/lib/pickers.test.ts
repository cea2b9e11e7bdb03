import { BET_TYPES } from '@platform/lottery-engine';
import { describe, expect, it } from 'vitest';
import { digitStrings, emptyPickerState, pickedBet, pickerOf, quickPick } from './pickers';

describe('quick picks', () => {
  const digits = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  it('split a row into small and big halves, odd and even, all and none', () => {
    expect(quickPick(digits, 'small')).toEqual([0, 1, 2, 3, 4]);
    expect(quickPick(digits, 'big')).toEqual([5, 6, 7, 8, 9]);
    expect(quickPick(digits, 'odd')).toEqual([1, 3, 5, 7, 9]);
    expect(quickPick(digits, 'even')).toEqual([0, 2, 4, 6, 8]);
    expect(quickPick(digits, 'all')).toEqual(digits);
    expect(quickPick(digits, 'clear')).toEqual([]);
  });

  it('give an odd-sized row its middle number on the big side (11x5: small 01-05, big 06-11)', () => {
    const eleven = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
    expect(quickPick(eleven, 'small')).toEqual([1, 2, 3, 4, 5]);
    expect(quickPick(eleven, 'big')).toEqual([6, 7, 8, 9, 10, 11]);
  });
});

describe('pickers', () => {
  it('start every bet type empty: no bet until something is picked (the engine says so)', () => {
    for (const betType of BET_TYPES) {
      const spec = pickerOf(betType.id)!;
      const empty = emptyPickerState(spec);
      const needsNothing = !spec.rows && !spec.choices;
      expect(pickedBet(betType.id, empty) !== null, betType.id).toBe(needsNothing);
    }
  });

  it('count units as the engine does: five SSC digits on one position are five bets', () => {
    const state = { option: 2, rows: [[1, 3, 5, 7, 9]], choice: null };
    expect(pickedBet('ssc.position_digit', state)).toEqual({
      selection: { position: 2, digits: [1, 3, 5, 7, 9] },
      units: 5,
    });
  });

  it('build digit-string bets from one row per place (VN lô 0x and 1x endings)', () => {
    expect(digitStrings([[0, 1], [7]])).toEqual(['07', '17']);
    const picked = pickedBet('vn.lo', { option: null, rows: [[0, 1], [7]], choice: null });
    expect(picked).toEqual({ selection: { numbers: ['07', '17'] }, units: 2 });
  });

  it('refuse what the engine refuses: a 3D box of three equal digits, too few numbers for any-5', () => {
    expect(pickedBet('3d.box', { option: null, rows: [[4], [4], [4]], choice: null })).toBeNull();
    expect(pickedBet('11x5.any5', { option: null, rows: [[1, 2, 3, 4]], choice: null })).toBeNull();
    expect(pickedBet('11x5.any5', { option: null, rows: [[1, 2, 3, 4, 5, 6]], choice: null })?.units).toBe(6);
  });

  it('take a choice with its option: big on the SSC sum', () => {
    expect(pickedBet('ssc.two_sided', { option: 'sum', rows: [], choice: 'big' })).toEqual({
      selection: { target: 'sum', pick: 'big' },
      units: 1,
    });
  });
});

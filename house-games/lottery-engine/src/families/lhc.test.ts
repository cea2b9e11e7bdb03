import { describe, expect, it } from 'vitest';
import {
  lhcColourWave,
  lhcLinked2,
  lhcLinked3,
  lhcRegularNumber,
  lhcSpecialNumber,
  lhcSpecialTwoSided,
  lhcSpecialZodiac,
  numberZodiac,
  yearZodiac,
} from './lhc';

// Regular 04 11 23 30 37 45, special 26 (blue).
const DRAW = [4, 11, 23, 30, 37, 45, 26];
const FORTY_NINE = [1, 2, 3, 4, 5, 6, 49];

describe('Mark Six', () => {
  it('special number', () => {
    expect(lhcSpecialNumber.settle({ numbers: [26, 4] }, DRAW)).toMatchObject({
      units: 2,
      winningUnits: 1,
      returned: 4750,
    });
    expect(lhcSpecialNumber.isValid({ numbers: [50] })).toBe(false);
  });

  it('special big/small/odd/even; a special 49 pushes all four', () => {
    expect(lhcSpecialTwoSided.settle({ pick: 'big' }, DRAW).returned).toBe(195);
    expect(lhcSpecialTwoSided.settle({ pick: 'odd' }, DRAW).outcome).toBe('lose');
    expect(lhcSpecialTwoSided.settle({ pick: 'small' }, [1, 2, 3, 4, 5, 6, 24]).outcome).toBe('win');
    for (const pick of ['big', 'small', 'odd', 'even'] as const) {
      expect(lhcSpecialTwoSided.settle({ pick }, FORTY_NINE)).toMatchObject({
        outcome: 'push',
        returned: 100,
      });
    }
  });

  it('zodiac by the year: in 2026 (horse) 1, 13, 25, 37, 49 are horse and 2 is snake', () => {
    expect(yearZodiac(2026)).toBe('horse');
    expect(yearZodiac(2024)).toBe('dragon');
    expect([1, 13, 25, 37, 49].map((n) => numberZodiac(n, 2026))).toEqual(Array(5).fill('horse'));
    expect(numberZodiac(2, 2026)).toBe('snake');
    expect(numberZodiac(12, 2026)).toBe('goat');
    expect(numberZodiac(26, 2026)).toBe('snake');
    expect(numberZodiac(26, 2024)).toBe('rabbit');
    const ctx = { zodiacYear: 2026 };
    expect(lhcSpecialZodiac.settle({ zodiac: 'snake' }, DRAW, undefined, ctx).returned).toBe(1190);
    expect(lhcSpecialZodiac.settle({ zodiac: 'horse' }, FORTY_NINE, undefined, ctx).returned).toBe(950);
    expect(lhcSpecialZodiac.settle({ zodiac: 'snake' }, DRAW, undefined, { zodiacYear: 2024 }).outcome).toBe(
      'lose',
    );
  });

  it('colour wave of the special', () => {
    expect(lhcColourWave.settle({ colour: 'blue' }, DRAW).returned).toBe(297);
    expect(lhcColourWave.settle({ colour: 'green' }, FORTY_NINE).returned).toBe(297);
    expect(lhcColourWave.settle({ colour: 'red' }, DRAW).outcome).toBe('lose');
  });

  it('regular numbers and linked numbers read the six regular numbers only', () => {
    expect(lhcRegularNumber.settle({ numbers: [4, 26, 45] }, DRAW)).toMatchObject({
      units: 3,
      winningUnits: 2,
    });
    expect(lhcLinked2.settle({ numbers: [4, 11, 26] }, DRAW)).toMatchObject({
      units: 3,
      winningUnits: 1,
      returned: 7600,
    });
    expect(lhcLinked3.settle({ numbers: [4, 11, 23, 30] }, DRAW)).toMatchObject({
      units: 4,
      winningUnits: 4,
    });
    expect(lhcLinked3.settle({ numbers: [4, 11, 26] }, DRAW).outcome).toBe('lose');
  });
});

import { describe, expect, it } from 'vitest';
import {
  ELEVEN_FIVE_ANY,
  elevenFiveFront2Group,
  elevenFiveFront2Straight,
  elevenFiveFront3Group,
  elevenFiveFront3Straight,
  elevenFiveTwoSided,
} from './eleven-five';

// 03 11 07 01 09: sum 31.
const DRAW = [3, 11, 7, 1, 9];
const any = (k: number) => ELEVEN_FIVE_ANY[k - 1]!;

describe('11x5', () => {
  it('any-1 to any-5: units of k chosen numbers all among the five drawn', () => {
    expect(any(1).settle({ numbers: [3, 4, 11] }, DRAW)).toMatchObject({ units: 3, winningUnits: 2 });
    // Chosen 1 3 5 7: drawn among them 1 3 7 -> any-2 units C(3,2) = 3 of C(4,2) = 6 win.
    expect(any(2).settle({ numbers: [1, 3, 5, 7] }, DRAW)).toMatchObject({
      units: 6,
      winningUnits: 3,
      returned: 3 * 530,
    });
    expect(any(3).settle({ numbers: [1, 3, 5, 7] }, DRAW)).toMatchObject({ units: 4, winningUnits: 1 });
    expect(any(4).settle({ numbers: [1, 3, 5, 7] }, DRAW).outcome).toBe('lose');
    expect(any(5).settle({ numbers: [9, 1, 7, 11, 3] }, DRAW).returned).toBe(44_500);
    expect(any(2).isValid({ numbers: [4] })).toBe(false);
    expect(any(1).isValid({ numbers: [12] })).toBe(false);
  });

  it('any-6 to any-8: the five drawn all among a unit of k', () => {
    // 7 chosen holding all five drawn: any-6 units that hold the five = C(2,1) = 2 of C(7,6) = 7.
    const seven = [1, 2, 3, 7, 9, 10, 11];
    expect(any(6).settle({ numbers: seven }, DRAW)).toMatchObject({ units: 7, winningUnits: 2 });
    expect(any(7).settle({ numbers: seven }, DRAW)).toMatchObject({
      units: 1,
      winningUnits: 1,
      returned: 2120,
    });
    expect(any(8).settle({ numbers: [1, 2, 3, 4, 5, 6, 7, 8] }, DRAW).outcome).toBe('lose');
  });

  it('front two and three, straight (in order) and group (any order)', () => {
    const straight = {
      positions: [
        [3, 11],
        [11, 2],
      ],
    };
    expect(elevenFiveFront2Straight.combinations(straight)).toBe(3); // 3-11, 3-2, 11-2
    expect(elevenFiveFront2Straight.settle(straight, DRAW).returned).toBe(10_600);
    expect(elevenFiveFront2Straight.isValid({ positions: [[4], [4]] })).toBe(false);
    expect(elevenFiveFront2Group.settle({ numbers: [11, 3] }, DRAW).returned).toBe(5300);
    expect(elevenFiveFront3Straight.settle({ positions: [[11], [3], [7]] }, DRAW).outcome).toBe('lose');
    expect(elevenFiveFront3Group.settle({ numbers: [7, 11, 3, 5] }, DRAW)).toMatchObject({
      units: 4,
      winningUnits: 1,
    });
  });

  it('two-sided: an 11 pushes its position, a sum of 30 pushes big and small only', () => {
    expect(elevenFiveTwoSided.settle({ target: 1, pick: 'big' }, DRAW)).toMatchObject({
      outcome: 'push',
      returned: 100,
    });
    expect(elevenFiveTwoSided.settle({ target: 1, pick: 'odd' }, DRAW).outcome).toBe('push');
    expect(elevenFiveTwoSided.settle({ target: 0, pick: 'small' }, DRAW).returned).toBe(195);
    expect(elevenFiveTwoSided.settle({ target: 'sum', pick: 'big' }, DRAW).outcome).toBe('win');
    const thirty = [2, 4, 6, 8, 10];
    expect(elevenFiveTwoSided.settle({ target: 'sum', pick: 'small' }, thirty).outcome).toBe('push');
    expect(elevenFiveTwoSided.settle({ target: 'sum', pick: 'even' }, thirty).returned).toBe(198);
    expect(elevenFiveTwoSided.settle({ target: 'sum', pick: 'odd' }, DRAW).returned).toBe(190);
  });
});

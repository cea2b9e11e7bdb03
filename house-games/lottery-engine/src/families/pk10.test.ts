import { describe, expect, it } from 'vitest';
import { pk10CarPosition, pk10DragonTiger, pk10TopTwoSided, pk10TopTwoSum, pk10TwoSided } from './pk10';

// Cars in finishing order: 7 first, 5 second, ...; first + second = 12.
const DRAW = [7, 5, 1, 10, 3, 9, 2, 8, 4, 6];

describe('PK10', () => {
  it('car in position', () => {
    expect(pk10CarPosition.settle({ position: 3, cars: [10, 1] }, DRAW)).toMatchObject({
      units: 2,
      returned: 970,
    });
    expect(pk10CarPosition.settle({ position: 0, cars: [5] }, DRAW).outcome).toBe('lose');
    expect(pk10CarPosition.isValid({ position: 0, cars: [0] })).toBe(false);
    expect(pk10CarPosition.isValid({ position: 10, cars: [1] })).toBe(false);
  });

  it('two-sided: big 6-10, small 1-5', () => {
    expect(pk10TwoSided.settle({ position: 0, pick: 'big' }, DRAW).outcome).toBe('win');
    expect(pk10TwoSided.settle({ position: 1, pick: 'small' }, DRAW).outcome).toBe('win');
    expect(pk10TwoSided.settle({ position: 3, pick: 'odd' }, DRAW).outcome).toBe('lose');
  });

  it('dragon/tiger: 1st v 10th, 2nd v 9th, ..., 5th v 6th', () => {
    expect(pk10DragonTiger.settle({ pair: 0, pick: 'dragon' }, DRAW).outcome).toBe('win'); // 7 v 6
    expect(pk10DragonTiger.settle({ pair: 1, pick: 'tiger' }, DRAW).outcome).toBe('lose'); // 5 v 4
    expect(pk10DragonTiger.settle({ pair: 4, pick: 'tiger' }, DRAW).outcome).toBe('win'); // 3 v 9
  });

  it('first plus second: the sum 12 pays its own odds; big from 12', () => {
    expect(pk10TopTwoSum.settle({ sums: [11, 12, 13] }, DRAW)).toMatchObject({ units: 3, returned: 1090 });
    expect(pk10TopTwoSum.settle({ sums: [3] }, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]).returned).toBe(4350);
    expect(pk10TopTwoSided.settle({ pick: 'big' }, DRAW).returned).toBe(218);
    expect(pk10TopTwoSided.settle({ pick: 'small' }, [6, 5, 1, 2, 3, 4, 7, 8, 9, 10]).returned).toBe(174);
    expect(pk10TopTwoSided.settle({ pick: 'even' }, DRAW).returned).toBe(218);
  });
});

import { describe, expect, it } from 'vitest';
import {
  k3Consecutive,
  k3Pair,
  k3Sum,
  k3ThreeDifferent,
  k3TripleAny,
  k3TripleSpecific,
  k3TwoDifferent,
  k3TwoSided,
} from './k3';

const PAIR = [2, 5, 2]; // sum 9
const TRIPLE = [6, 6, 6]; // sum 18
const RUN = [5, 3, 4]; // sum 12

describe('K3', () => {
  it('sum: each sum its own odds', () => {
    expect(k3Sum.settle({ sums: [9, 10] }, PAIR)).toMatchObject({ units: 2, returned: 835 });
    expect(k3Sum.settle({ sums: [18] }, TRIPLE).returned).toBe(20_900);
    expect(k3Sum.settle({ sums: [11] }, RUN).outcome).toBe('lose');
    expect(k3Sum.isValid({ sums: [2] })).toBe(false);
  });

  it('triples any and specific', () => {
    expect(k3TripleAny.settle({}, TRIPLE).returned).toBe(3500);
    expect(k3TripleAny.settle({}, PAIR).outcome).toBe('lose');
    expect(k3TripleSpecific.settle({ faces: [1, 6] }, TRIPLE)).toMatchObject({ units: 2, returned: 21_000 });
    expect(k3TripleSpecific.settle({ faces: [2] }, PAIR).outcome).toBe('lose');
  });

  it('pair: two or three dice of the face', () => {
    expect(k3Pair.settle({ faces: [2, 5] }, PAIR)).toMatchObject({
      units: 2,
      winningUnits: 1,
      returned: 1300,
    });
    expect(k3Pair.settle({ faces: [6] }, TRIPLE).outcome).toBe('win');
    expect(k3Pair.settle({ faces: [5] }, PAIR).outcome).toBe('lose');
  });

  it('three different and two different', () => {
    expect(k3ThreeDifferent.settle({ faces: [3, 4, 5, 6] }, RUN)).toMatchObject({
      units: 4,
      winningUnits: 1,
    });
    expect(k3ThreeDifferent.settle({ faces: [2, 5, 6] }, PAIR).outcome).toBe('lose');
    expect(k3TwoDifferent.settle({ faces: [2, 5, 6] }, PAIR)).toMatchObject({
      units: 3,
      winningUnits: 1,
      returned: 700,
    });
    expect(k3TwoDifferent.settle({ faces: [3, 4, 5] }, RUN).winningUnits).toBe(3);
    expect(k3TwoDifferent.isValid({ faces: [3] })).toBe(false);
  });

  it('consecutive', () => {
    expect(k3Consecutive.settle({}, RUN).returned).toBe(870);
    expect(k3Consecutive.settle({}, [1, 2, 4]).outcome).toBe('lose');
  });

  it('big/small and odd/even on the sum; a triple loses them all', () => {
    expect(k3TwoSided.settle({ pick: 'small' }, PAIR).returned).toBe(200);
    expect(k3TwoSided.settle({ pick: 'odd' }, PAIR).outcome).toBe('win');
    expect(k3TwoSided.settle({ pick: 'big' }, RUN).outcome).toBe('win');
    for (const pick of ['big', 'small', 'odd', 'even'] as const) {
      expect(k3TwoSided.settle({ pick }, TRIPLE).outcome).toBe('lose');
      expect(k3TwoSided.settle({ pick }, [3, 3, 3]).outcome).toBe('lose');
    }
  });
});

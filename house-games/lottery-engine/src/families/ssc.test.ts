import { describe, expect, it } from 'vitest';
import {
  sscDragonTiger,
  sscPositionDigit,
  sscStar3,
  sscStar5,
  sscThreePattern,
  sscTwoSided,
  threePattern,
} from './ssc';

// Draw 3 8 0 8 5: sum 24.
const DRAW = [3, 8, 0, 8, 5];

describe('SSC', () => {
  it('position digit: one unit per digit chosen, a hit pays 9.70 per unit', () => {
    const bet = { position: 1, digits: [8, 2, 9] };
    expect(sscPositionDigit.combinations(bet)).toBe(3);
    expect(sscPositionDigit.settle(bet, DRAW)).toMatchObject({
      units: 3,
      winningUnits: 1,
      returned: 970,
      outcome: 'win',
    });
    expect(sscPositionDigit.settle({ position: 0, digits: [8] }, DRAW).outcome).toBe('lose');
    expect(sscPositionDigit.isValid({ position: 5, digits: [1] })).toBe(false);
    expect(sscPositionDigit.isValid({ position: 0, digits: [1, 1] })).toBe(false);
    expect(sscPositionDigit.isValid({ position: 0, digits: [] })).toBe(false);
  });

  it('two-sided: position big 5-9, sum big from 23', () => {
    const settle = (target: number | 'sum', pick: 'big' | 'small' | 'odd' | 'even') =>
      sscTwoSided.settle({ target, pick }, DRAW).outcome;
    expect(settle(0, 'small')).toBe('win');
    expect(settle(1, 'big')).toBe('win');
    expect(settle(4, 'big')).toBe('win');
    expect(settle(4, 'odd')).toBe('win');
    expect(settle(2, 'odd')).toBe('lose');
    expect(settle('sum', 'big')).toBe('win');
    expect(settle('sum', 'even')).toBe('win');
    expect(sscTwoSided.settle({ target: 'sum', pick: 'small' }, [4, 4, 5, 5, 4]).outcome).toBe('win'); // 22
  });

  it('dragon/tiger: first against fifth; on a tie dragon and tiger push and tie pays 9.50', () => {
    expect(sscDragonTiger.settle({ pick: 'tiger' }, DRAW)).toMatchObject({ outcome: 'win', returned: 195 });
    expect(sscDragonTiger.settle({ pick: 'dragon' }, DRAW).outcome).toBe('lose');
    const tie = [6, 1, 2, 3, 6];
    expect(sscDragonTiger.settle({ pick: 'dragon' }, tie)).toMatchObject({ outcome: 'push', returned: 100 });
    expect(sscDragonTiger.settle({ pick: 'tiger' }, tie).outcome).toBe('push');
    expect(sscDragonTiger.settle({ pick: 'tie' }, tie)).toMatchObject({ outcome: 'win', returned: 950 });
    expect(sscDragonTiger.settle({ pick: 'tie' }, DRAW).outcome).toBe('lose');
  });

  it('three patterns, 9 and 0 being neighbours', () => {
    expect(threePattern([7, 7, 7])).toBe('leopard');
    expect(threePattern([4, 2, 3])).toBe('straight');
    expect(threePattern([9, 0, 1])).toBe('straight');
    expect(threePattern([0, 8, 9])).toBe('straight');
    expect(threePattern([8, 0, 8])).toBe('pair');
    expect(threePattern([1, 2, 7])).toBe('half_straight');
    expect(threePattern([9, 5, 0])).toBe('half_straight');
    expect(threePattern([1, 3, 7])).toBe('mixed');
    // Front 3 8 0 mixed, middle 8 0 8 pair, back 0 8 5 mixed.
    expect(sscThreePattern.settle({ segment: 'middle', pattern: 'pair' }, DRAW).returned).toBe(360);
    expect(sscThreePattern.settle({ segment: 'front', pattern: 'mixed' }, DRAW).returned).toBe(320);
    expect(sscThreePattern.settle({ segment: 'back', pattern: 'pair' }, DRAW).outcome).toBe('lose');
  });

  it('3-star and 5-star straights: units are the product of the digit sets', () => {
    const star3 = {
      segment: 'back' as const,
      digits: [[0, 1], [8], [5, 6, 7]] as [number[], number[], number[]],
    };
    expect(sscStar3.combinations(star3)).toBe(6);
    expect(sscStar3.settle(star3, DRAW)).toMatchObject({ winningUnits: 1, returned: 97_000 });
    expect(sscStar3.settle({ ...star3, segment: 'front' }, DRAW).outcome).toBe('lose');
    const star5 = {
      digits: [[3], [8, 9], [0], [8], [5]] as [number[], number[], number[], number[], number[]],
    };
    expect(sscStar5.combinations(star5)).toBe(2);
    expect(sscStar5.settle(star5, DRAW).returned).toBe(9_700_000);
    expect(sscStar5.settle(star5, [3, 8, 0, 8, 4]).outcome).toBe('lose');
  });
});

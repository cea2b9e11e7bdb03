import { describe, expect, it } from 'vitest';
import { seaBackThree, seaBackTwo, seaFirstPrize, seaFrontThree } from './sea';
import { threeDBox, threeDStraight } from './three-d';

// First 048213, front three 481 and 481, back three 092 and 517, back two 37.
const SEA = [48_213, 481, 481, 92, 517, 37];

describe('SEA six-digit and 3D', () => {
  it('first prize, front and back three (per matching number), back two', () => {
    expect(seaFirstPrize.settle({ numbers: ['048213'] }, SEA).returned).toBe(95_000_000);
    expect(seaFirstPrize.isValid({ numbers: ['48213'] })).toBe(false);
    expect(seaFrontThree.settle({ numbers: ['481'] }, SEA)).toMatchObject({
      winningUnits: 2,
      returned: 95_000,
    });
    expect(seaBackThree.settle({ numbers: ['092', '481'] }, SEA)).toMatchObject({
      units: 2,
      winningUnits: 1,
    });
    expect(seaBackTwo.settle({ numbers: ['37'] }, SEA).returned).toBe(9500);
    expect(seaBackTwo.settle({ numbers: ['73'] }, SEA).outcome).toBe('lose');
  });

  it('3D straight and box', () => {
    expect(threeDStraight.settle({ numbers: ['090'] }, [0, 9, 0]).returned).toBe(97_000);
    expect(threeDStraight.settle({ numbers: ['009'] }, [0, 9, 0]).outcome).toBe('lose');
    expect(threeDBox.settle({ numbers: ['009'] }, [0, 9, 0]).returned).toBe(32_000);
    expect(threeDBox.settle({ numbers: ['321'] }, [1, 2, 3]).returned).toBe(16_000);
    expect(threeDBox.isValid({ numbers: ['777'] })).toBe(false);
    expect(threeDBox.isValid({ numbers: ['123', '321'] })).toBe(false);
  });
});

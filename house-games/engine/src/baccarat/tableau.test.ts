import { describe, expect, it } from 'vitest';
import { bankerDraws, isNatural, playerDraws } from './tableau';

/** The printed tableau: for each banker total, D (draw) or S (stand) for the player's third card 0..9. */
const BANKER_TABLEAU: Record<number, string> = {
  0: 'DDDDDDDDDD',
  1: 'DDDDDDDDDD',
  2: 'DDDDDDDDDD',
  3: 'DDDDDDDDSD',
  4: 'SSDDDDDDSS',
  5: 'SSSSDDDDSS',
  6: 'SSSSSSDDSS',
  7: 'SSSSSSSSSS',
};

describe('third-card rules', () => {
  it('the player draws on 0-5 and stands on 6-7; 8 and 9 are naturals', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].filter(isNatural)).toEqual([8, 9]);
  });

  it('the banker follows the tableau on the player third card', () => {
    for (const [total, row] of Object.entries(BANKER_TABLEAU)) {
      const drawn = Array.from({ length: 10 }, (_, third) => (bankerDraws(Number(total), third) ? 'D' : 'S'));
      expect(drawn.join(''), `banker ${total}`).toBe(row);
    }
  });

  it('when the player stands the banker draws on 0-5 and stands on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((total) => bankerDraws(total, null))).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});

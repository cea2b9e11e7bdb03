import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTEXT } from './bet-type';
import { BET_TYPES, betTypesOf, findBetType } from './bet-types';
import { LOTTERY_GAMES } from './games';

describe('the bet type registry', () => {
  it('gives every game family its bet types, 52 in all', () => {
    for (const game of LOTTERY_GAMES) expect(betTypesOf(game.family).length, game.code).toBeGreaterThan(0);
    expect(BET_TYPES).toHaveLength(52);
    expect(findBetType('vn.lo')?.family).toBe('vn');
    expect(findBetType('nope')).toBeUndefined();
  });

  it('accepts each RTP case as a one-unit selection and refuses shapeless input', () => {
    for (const betType of BET_TYPES) {
      for (const { label, selection } of betType.rtpCases(DEFAULT_CONTEXT)) {
        expect(betType.isValid(selection), `${betType.id} ${label}`).toBe(true);
        expect(betType.combinations(selection), `${betType.id} ${label}`).toBe(1);
      }
      for (const bad of [null, 'x', 3, []]) expect(betType.isValid(bad), betType.id).toBe(false);
    }
  });

  it('refuses numbers out of range, repeated or of the wrong width', () => {
    const refused: [string, unknown][] = [
      ['ssc.star5_straight', { digits: [[1], [2], [3], [4]] }],
      ['ssc.two_sided', { target: 'total', pick: 'big' }],
      ['pk10.top_two_sum', { sums: [2] }],
      ['11x5.any8', { numbers: [1, 2, 3, 4, 5, 6, 7] }],
      ['k3.three_different', { faces: [1, 2, 7] }],
      ['lhc.linked_4', { numbers: [1, 2, 3, 3] }],
      ['lhc.special_zodiac', { zodiac: 'cat' }],
      ['vn.xien_2', { numbers: ['1', '22'] }],
      ['vn.ba_cang', { numbers: ['1234'] }],
      ['sea.back_two', { numbers: [37] }],
      ['3d.straight', { numbers: ['12a'] }],
    ];
    for (const [id, selection] of refused) expect(findBetType(id)!.isValid(selection), id).toBe(false);
  });
});

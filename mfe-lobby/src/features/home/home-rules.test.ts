import { LIMITS } from '@platform/shared-contracts/client';
import { describe, expect, it } from 'vitest';
import { games } from '../../test/fixtures';
import { inPairs, recommendedGames, slotGames } from './home-rules';

describe('home lists', () => {
  it('recommend at most 12 games that are not top games', () => {
    const list = [...games(5, 1, { isTop: true }), ...games(20, 10)];
    const recommended = recommendedGames(list);
    expect(recommended).toHaveLength(LIMITS.homeRecommendedMax);
    expect(recommended.every((game) => !game.isTop)).toBe(true);
    expect(recommended[0]?.nodeId).toBe(10);
  });

  it('show at most 12 slot games, only RNG', () => {
    const list = [...games(3, 1, { gameType: 'LIVE' }), ...games(15, 10, { gameType: 'RNG' })];
    const slots = slotGames(list);
    expect(slots).toHaveLength(LIMITS.homeRngMax);
    expect(slots.every((game) => game.gameType === 'RNG')).toBe(true);
  });
});

describe('winners', () => {
  it('are shown in pairs, the odd last one alone', () => {
    expect(inPairs(['a', 'b', 'c', 'd', 'e'])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', undefined],
    ]);
    expect(inPairs([])).toEqual([]);
  });
});

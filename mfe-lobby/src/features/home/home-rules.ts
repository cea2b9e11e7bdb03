import { type Game, LIMITS } from '@platform/shared-contracts/client';

/** Spec section 9: of the home page's 50 games, at most 12 recommended ones (not top games)... */
export function recommendedGames<G extends Pick<Game, 'isTop'>>(games: readonly G[]): G[] {
  return games.filter((game) => !game.isTop).slice(0, LIMITS.homeRecommendedMax);
}

/** ...and at most 12 slot (RNG) games. */
export function slotGames<G extends Pick<Game, 'gameType'>>(games: readonly G[]): G[] {
  return games.filter((game) => game.gameType === 'RNG').slice(0, LIMITS.homeRngMax);
}

/** Spec section 4: the winner board is shown in pairs (two winners per carousel slide). */
export function inPairs<T>(entries: readonly T[]): [T, T | undefined][] {
  const pairs: [T, T | undefined][] = [];
  for (let index = 0; index < entries.length; index += 2) pairs.push([entries[index]!, entries[index + 1]]);
  return pairs;
}

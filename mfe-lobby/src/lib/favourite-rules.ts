import { LIMITS } from '@platform/shared-contracts/client';

/** Spec section 9: one favourite change per 1000 ms; a click sooner than that is ignored. */
export function mayChangeFavourite(lastChangeAt: number | null, now: number): boolean {
  return lastChangeAt === null || now - lastChangeAt >= LIMITS.favouriteThrottleMs;
}

/** The favourites after adding `nodeId` (unchanged when it is there already: adding is skipped). */
export function withFavourite(ids: readonly number[], nodeId: number): readonly number[] {
  return ids.includes(nodeId) ? ids : [nodeId, ...ids];
}

export function withoutFavourite(ids: readonly number[], nodeId: number): readonly number[] {
  return ids.filter((id) => id !== nodeId);
}

/** Spec section 3: LOTT and ELOTT games have no favourite toggle on hot cards. */
export function canFavouriteOnHotCard(gameType: string): boolean {
  return gameType !== 'LOTT' && gameType !== 'ELOTT';
}

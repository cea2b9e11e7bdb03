import { lotteryGame, showNumbers } from '@platform/lottery-engine';
import { gameVendorsCall, lotteryGameMenusCall } from '@platform/shared-contracts/client';
import { prizeModeOf } from './areas';
import { clockOffset } from './server-clock';
import { useCall } from './use-call';

/** How often open issues and results are asked for again: a new draw shows within this. */
export const MENUS_REFRESH_MS = 3_000;

/** The region's lottery games with their current issue and last result, in the prize mode of spec section 3. */
export function useGameMenus() {
  const vendors = useCall(gameVendorsCall, {});
  const prizeMode = prizeModeOf(vendors.data);
  const menus = useCall(
    lotteryGameMenusCall,
    { prizeMode },
    { enabled: !vendors.isPending, refetchInterval: MENUS_REFRESH_MS, keepPrevious: true },
  );
  const offsetMs = menus.data ? clockOffset(menus.data.serverTime, menus.dataUpdatedAt) : 0;
  return { menus, prizeMode, offsetMs };
}

/** A result's numbers as the game shows them (zero-padded prizes), or [] when there are none. */
export function shownNumbers(gameCode: string, numbers: unknown): string[] {
  const game = lotteryGame(gameCode);
  if (!game || !Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return [];
  return showNumbers(game.format, numbers as number[]);
}

import { lotteryGame, showNumbers } from '@platform/lottery-engine';
import { gameVendorsCall } from '@platform/shared-contracts/client';
import { lotteryGameMenusCall } from '@platform/shared-contracts/lottery-calls';
import { useLiveResults } from '../app/live-results';
import { prizeModeOf } from './areas';
import { clockOffset } from './server-clock';
import { useCall } from './use-call';

/** How often open issues and results are asked for again while no results stream is open (decision 077). */
export const MENUS_REFRESH_MS = 3_000;

/** Asking again on a timer only while the results stream is down; when it is open, draws arrive pushed. */
export function usePollingInterval(): number | undefined {
  return useLiveResults().live ? undefined : MENUS_REFRESH_MS;
}

/** The region's lottery games with their current issue and last result, in the prize mode of spec section 3. */
export function useGameMenus() {
  const vendors = useCall(gameVendorsCall, {});
  const prizeMode = prizeModeOf(vendors.data);
  const live = useLiveResults();
  const menus = useCall(
    lotteryGameMenusCall,
    { prizeMode },
    { enabled: !vendors.isPending, refetchInterval: usePollingInterval(), keepPrevious: true },
  );
  const offsetMs =
    live.offsetMs ?? (menus.data ? clockOffset(menus.data.serverTime, menus.dataUpdatedAt) : 0);
  return { menus, prizeMode, offsetMs };
}

/** A result's numbers as the game shows them (zero-padded prizes), or [] when there are none. */
export function shownNumbers(gameCode: string, numbers: unknown): string[] {
  const game = lotteryGame(gameCode);
  if (!game || !Array.isArray(numbers) || !numbers.every((n) => Number.isInteger(n))) return [];
  return showNumbers(game.format, numbers as number[]);
}

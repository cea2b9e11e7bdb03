import { ApiError, lotteryGamePath } from '@platform/shared-contracts/server';
import type { Deps } from '../../deps';
import type { GameVendorAdapter, LaunchRequest } from '../games/vendor-adapter';
import { findRegionGame } from './lottery-store';

/** The in-house lottery's catalogue vendors (spec section 9 vassalage codes; decision 082). */
export const LOTTERY_VENDORS = ['LOTT', 'TCG_LOTTO_VN', 'TCG_SEA'] as const;

/** The page a lottery game opens on, with its game code: the lottery is a page of this site, not a framed game. */
export function lotteryGameUrl(vendor: string, gameCode: string): string {
  return `${lotteryGamePath(vendor) ?? '/lottery'}?${new URLSearchParams({ gameCode })}`;
}

function lotteryAdapter(vendorCode: string): GameVendorAdapter {
  return {
    vendorCode,
    async launch(deps: Deps, request: LaunchRequest) {
      if (request.memberId === null) throw new ApiError('NOT_LOGGED_IN');
      if (!(await findRegionGame(deps.db, request.merchantCode, request.gameCode)))
        throw new ApiError('NOT_FOUND');
      return { url: lotteryGameUrl(vendorCode, request.gameCode), mode: 'ROUTE' as const };
    },
  };
}

export const lotteryVendorAdapters: readonly GameVendorAdapter[] = LOTTERY_VENDORS.map(lotteryAdapter);

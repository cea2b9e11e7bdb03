import { gameVendorsCall } from '@platform/shared-contracts/client';
import {
  lotteryGameMenusCall,
  lotteryMyBetsCall,
  openedNumeroCall,
} from '@platform/shared-contracts/lottery-calls';
import { createFakeApi, type FakeApi } from '@platform/shared-contracts/testing';
import type { LotteryMenuGame, LotteryResult } from '../lib/types';
import { betsPage, menuGame, menus, result } from './fixtures';

/** A fake API answering the lottery's reads: no vendors (prize mode LOTT), the menus, results and no bets. */
export function lotteryApi(options: { games?: LotteryMenuGame[]; results?: LotteryResult[] } = {}): FakeApi {
  const results = options.results ?? [result()];
  return createFakeApi()
    .on(gameVendorsCall, () => [])
    .on(lotteryGameMenusCall, () => menus(options.games ?? [menuGame()]))
    .on(openedNumeroCall, () => ({ content: results, pageNum: 1, totalPages: 1, total: results.length }))
    .on(lotteryMyBetsCall, () => betsPage([]));
}

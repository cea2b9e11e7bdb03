import type { LotteryEngine } from './lottery-engine-port';

/**
 * Until @platform/lottery-engine is wired in, a server runs no lottery game: no issue is made and every bet type is
 * unknown.
 */
export const noLotteryGames: LotteryEngine = {
  games: () => [],
  commit: () => {
    throw new Error('no lottery engine');
  },
  draw: () => {
    throw new Error('no lottery engine');
  },
  check: () => ({ ok: false, reason: 'UNKNOWN_BET_TYPE' }),
  returned: () => 0n,
};

export function lotteryEngine(): LotteryEngine {
  return noLotteryGames;
}

import { parseMoney } from '@platform/shared-contracts/server';
import type { Queryable } from '../../db/database';
import type { LotteryGameProvisioning } from '../provisioning/provisioning-schema';
import { upsertRegionGames } from './lottery-store';

/** A provisioning file's lottery games of a region (decision 070); games it does not name stay as they were. */
export async function setRegionLotteryGames(
  tx: Queryable,
  merchantCode: string,
  games: readonly LotteryGameProvisioning[],
): Promise<void> {
  await upsertRegionGames(
    tx,
    merchantCode,
    games.map((g) => ({
      gameCode: g.gameCode,
      enabled: g.enabled,
      closeSeconds: g.closeSeconds ?? null,
      minStake: parseMoney(g.minAmount),
      maxStake: parseMoney(g.maxAmount),
      missedDraw: g.missedDraw ?? null,
      odds: g.odds,
    })),
  );
}

import { type Family, LOTTERY_GAMES, type LotteryGame } from '@platform/lottery-engine';
import type { PrizeMode, VendorCategory } from '@platform/shared-contracts/client';

/**
 * Which games each lottery route shows (decision 071): /vnLottery the VN draws (TCG_LOTTO_VN), /seaLottery the SEA
 * six-digit and 3D draws (TCG_SEA), /lottery every game, grouped by family.
 */
const AREA_FAMILIES: Record<string, readonly Family[] | null> = {
  '/vnLottery': ['vn'],
  '/seaLottery': ['sea', '3d'],
};

export function gamesOfArea(basePath: string): readonly LotteryGame[] {
  const families = AREA_FAMILIES[basePath] ?? null;
  return families ? LOTTERY_GAMES.filter((game) => families.includes(game.family)) : LOTTERY_GAMES;
}

/** Spec section 3: ELOTT when the vendor data has ELOTT cards for TCG_LOTTO_VN or LOTT; otherwise LOTT. */
export function prizeModeOf(categories: readonly VendorCategory[] | undefined): PrizeMode {
  const elott = categories?.find((category) => category.title === 'ELOTT');
  const hasCard = elott?.cards.some((card) => card.vassalage === 'TCG_LOTTO_VN' || card.vassalage === 'LOTT');
  return hasCard ? 'ELOTT' : 'LOTT';
}

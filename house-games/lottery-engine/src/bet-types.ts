import type { BetType } from './bet-type';
import { ELEVEN_FIVE_BET_TYPES } from './families/eleven-five';
import { K3_BET_TYPES } from './families/k3';
import { LHC_BET_TYPES } from './families/lhc';
import { PK10_BET_TYPES } from './families/pk10';
import { SEA_BET_TYPES } from './families/sea';
import { SSC_BET_TYPES } from './families/ssc';
import { THREE_D_BET_TYPES } from './families/three-d';
import { VN_BET_TYPES } from './families/vn';
import type { Family } from './games';

/** Every bet type, family by family, in the order the rules screen lists them. */
export const BET_TYPES: readonly BetType<unknown>[] = [
  ...SSC_BET_TYPES,
  ...PK10_BET_TYPES,
  ...ELEVEN_FIVE_BET_TYPES,
  ...K3_BET_TYPES,
  ...LHC_BET_TYPES,
  ...VN_BET_TYPES,
  ...SEA_BET_TYPES,
  ...THREE_D_BET_TYPES,
] as readonly BetType<unknown>[];

export function betTypesOf(family: Family): BetType<unknown>[] {
  return BET_TYPES.filter((betType) => betType.family === family);
}

export function findBetType(id: string): BetType<unknown> | undefined {
  return BET_TYPES.find((betType) => betType.id === id);
}

import type { OperatorRole } from '@platform/shared-contracts/operator';
import {
  operatorAnnouncementsCall,
  operatorDepositsCall,
  operatorGameVendorsCall,
  operatorMembersCall,
  operatorRegionSettingsCall,
  operatorReleasesCall,
  operatorWithdrawalsCall,
} from '@platform/shared-contracts/operator';

export const SCREEN_IDS = [
  'releases',
  'withdrawals',
  'deposits',
  'regions',
  'games',
  'announcements',
  'members',
] as const;
export type ScreenId = (typeof SCREEN_IDS)[number];

/**
 * Who may open each screen: the roles of the call the screen reads, straight from the contract (decision 086), so
 * the menu and the server never disagree.
 */
const SCREEN_ROLES: Record<ScreenId, readonly OperatorRole[] | undefined> = {
  releases: operatorReleasesCall.roles,
  withdrawals: operatorWithdrawalsCall.roles,
  deposits: operatorDepositsCall.roles,
  regions: operatorRegionSettingsCall.roles,
  games: operatorGameVendorsCall.roles,
  announcements: operatorAnnouncementsCall.roles,
  members: operatorMembersCall.roles,
};

export function mayOpen(screen: ScreenId, roles: readonly OperatorRole[]): boolean {
  const allowed = SCREEN_ROLES[screen];
  return !allowed || allowed.some((role) => roles.includes(role));
}

/** A call's roles against the operator's: whether to offer its button at all. */
export function mayCall(call: { roles?: readonly OperatorRole[] }, roles: readonly OperatorRole[]): boolean {
  return !call.roles || call.roles.some((role) => roles.includes(role));
}

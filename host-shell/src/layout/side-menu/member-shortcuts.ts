import type { MemberCentrePage } from '@platform/shared-contracts/client';
import type { IconName } from '@platform/shared-ui';

/**
 * Member-centre pages the side menu offers as shortcuts (spec section 2, Member centre), each once the member centre
 * draws it (`memberCentreHas`).
 */
export const MEMBER_SHORTCUTS: readonly { page: MemberCentrePage; icon: IconName }[] = [
  { page: 'securityCenter', icon: 'shield' },
  { page: 'depositv2', icon: 'wallet' },
  { page: 'withdraw', icon: 'withdraw' },
  { page: 'transferFund', icon: 'transfer' },
  { page: 'personalHistoryCopy', icon: 'receipt' },
  { page: 'transactionHistory', icon: 'list-clock' },
  { page: 'rewardCenter', icon: 'gift' },
  { page: 'messageV2', icon: 'mail' },
];

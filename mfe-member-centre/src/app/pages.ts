import {
  isMemberCentrePage,
  isMemberCentreReadyPage,
  MEMBER_CENTRE_PAGES,
  MEMBER_CENTRE_READY_PAGES,
  type MemberCentrePage,
  type MemberCentreReadyPage,
  memberCentreOffers,
} from '@platform/shared-contracts/client';
import type { IconName } from '@platform/shared-ui';

/** The pages of spec section 2 (the contract's list, which the shell links to as well). */
export type CentrePage = MemberCentrePage;
/** Pages that work today; the others are later issues and say so honestly. */
export type ReadyPage = MemberCentreReadyPage;

export const DEFAULT_PAGE: CentrePage = 'securityCenter';

export const PAGE_ICONS: Record<CentrePage, IconName> = {
  securityCenter: 'shield',
  transferFund: 'transfer',
  depositv2: 'wallet',
  withdraw: 'withdraw',
  transferUpline: 'team',
  personalHistoryCopy: 'receipt',
  transactionHistory: 'list-clock',
  personalProfit: 'list-clock',
  bonusDetails: 'gift',
  rewardCenter: 'gift',
  referral: 'user-plus',
  missionLeaderboard: 'check',
  messageV2: 'mail',
  responsibleGaming: 'lock',
};

/** Agents transfer to their upline (spec section 6); members never see that page. */
const AGENT_ONLY: ReadonlySet<CentrePage> = new Set(['transferUpline']);

/** The page to show for a request: a known page the member may see, else the default. */
export function pageFrom(requested: string | undefined, isAgent: boolean): CentrePage {
  if (!isMemberCentrePage(requested)) return DEFAULT_PAGE;
  return AGENT_ONLY.has(requested) && !isAgent ? DEFAULT_PAGE : requested;
}

/**
 * The menu: the pages it offers first (`memberCentreOffers`: the wallet transfer only where the region offers
 * transfers), then the later ones the member may see, marked "coming soon".
 */
export function menuPages(
  isAgent: boolean,
  transfersOffered: boolean,
): { ready: ReadyPage[]; soon: CentrePage[] } {
  const visible = MEMBER_CENTRE_PAGES.filter((page) => isAgent || !AGENT_ONLY.has(page));
  return {
    ready: MEMBER_CENTRE_READY_PAGES.filter((page) => memberCentreOffers(page, transfersOffered)),
    soon: visible.filter((page) => !isMemberCentreReadyPage(page)),
  };
}

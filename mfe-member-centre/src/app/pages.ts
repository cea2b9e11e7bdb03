import type { IconName } from '@platform/shared-ui';

/** The member-centre pages of spec section 2, in the spec's order; mcPage defaults to securityCenter (section 3). */
export const CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // Responsible gaming (issue 13, decision 104): not in the spec's list; every member may open it.
  'responsibleGaming',
] as const;
export type CentrePage = (typeof CENTRE_PAGES)[number];

export const DEFAULT_PAGE: CentrePage = 'securityCenter';

/** Pages that work today; the others are later issues and say so honestly. */
export const READY_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'responsibleGaming',
] as const satisfies readonly CentrePage[];
export type ReadyPage = (typeof READY_PAGES)[number];

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

export function isCentrePage(page: unknown): page is CentrePage {
  return typeof page === 'string' && (CENTRE_PAGES as readonly string[]).includes(page);
}

export function isReadyPage(page: CentrePage): page is ReadyPage {
  return (READY_PAGES as readonly string[]).includes(page);
}

/** The page to show for a request: a known page the member may see, else the default. */
export function pageFrom(requested: string | undefined, isAgent: boolean): CentrePage {
  if (!isCentrePage(requested)) return DEFAULT_PAGE;
  return AGENT_ONLY.has(requested) && !isAgent ? DEFAULT_PAGE : requested;
}

/** The menu: pages that work first, then the later ones the member may see, marked "coming soon". */
export function menuPages(isAgent: boolean): { ready: ReadyPage[]; soon: CentrePage[] } {
  const visible = CENTRE_PAGES.filter((page) => isAgent || !AGENT_ONLY.has(page));
  return { ready: [...READY_PAGES], soon: visible.filter((page) => !isReadyPage(page)) };
}

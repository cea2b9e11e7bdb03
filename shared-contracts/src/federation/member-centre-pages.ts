/**
 * The member-centre pages of spec section 2, in the spec's order (mcPage; section 3), and responsible gaming
 * (decision 104: not in the spec's list; every member may open it). The shell links to them and the member centre
 * draws them: `member-centre:open { page }` names one.
 */
export const MEMBER_CENTRE_PAGES = [
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
  'responsibleGaming',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

/**
 * The pages the member centre draws today. The others are later issues: the member centre's own menu marks them
 * "coming soon", and nothing outside it links to them (decision 188).
 */
export const MEMBER_CENTRE_READY_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'responsibleGaming',
] as const satisfies readonly MemberCentrePage[];
export type MemberCentreReadyPage = (typeof MEMBER_CENTRE_READY_PAGES)[number];

export function isMemberCentrePage(page: unknown): page is MemberCentrePage {
  return typeof page === 'string' && (MEMBER_CENTRE_PAGES as readonly string[]).includes(page);
}

export function isMemberCentreReadyPage(page: MemberCentrePage): page is MemberCentreReadyPage {
  return (MEMBER_CENTRE_READY_PAGES as readonly string[]).includes(page);
}

/**
 * Whether a menu offers the page: one the member centre draws today, and the wallet transfer only where the region
 * offers transfers (decision 192: with one wallet for everything it would have nothing to do).
 */
export function memberCentreOffers(
  page: MemberCentrePage,
  transfersOffered: boolean,
): page is MemberCentreReadyPage {
  return isMemberCentreReadyPage(page) && (transfersOffered || page !== 'transferFund');
}

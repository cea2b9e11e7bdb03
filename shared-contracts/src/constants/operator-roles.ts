/**
 * What an operator may do in the back office. An operator holds one or more roles; each operator call names the
 * roles that may make it (decision 086).
 * - RELEASE_MANAGER: publishes remote releases, steers their traffic, promotes, rolls back and pins them;
 * - FINANCE: deposits, withdrawals (approve, reject, pay, refund) and the ledger check;
 * - SUPPORT: member look-up, locking and unlocking, announcements, region switches and registration settings,
 *   vendor maintenance and lottery issue cancelling.
 */
export const OPERATOR_ROLES = ['RELEASE_MANAGER', 'FINANCE', 'SUPPORT'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

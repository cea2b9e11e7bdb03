import { SESSION_KEYS, sessionStore } from '@platform/shared-contracts/client';
import { asApiError } from '../../errors/error-message';

/** Referral codes the server refused on this page, so an invitation link's bad code is not sent again. */
const refused = new Set<string>();

/** The referral code from the address, unless the server has refused it on this page. */
export function usableReferralCode(code: string | undefined): string | undefined {
  return code && !refused.has(code) ? code : undefined;
}

/** Whether a registration was refused for its referral code (the server names the field in its details). */
export function isReferralRefusal(error: unknown): boolean {
  const { code, details } = asApiError(error);
  return code === 'INVALID_AFFILIATE_CODE' && (details ?? []).some((d) => d.field === 'referralCode');
}

/**
 * Stops sending a refused referral code: a player who followed a stale invitation link can still register,
 * without it, and a reload does not bring it back from the session.
 */
export function forgetReferralCode(code: string): void {
  refused.add(code);
  sessionStore()?.removeItem(SESSION_KEYS.referralCode);
}

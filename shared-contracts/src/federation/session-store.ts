/**
 * Session-storage keys more than one part reads: the merchant (kept across logout), the vendors' and the merchant
 * wallet's caches, and the referral code the shell takes from the address for registration.
 */
export const SESSION_KEYS = {
  merchantCode: 'merchantCode',
  referralCode: 'referralCode',
  gameVendors: 'gameVendors',
  merchantWallet: 'merchantWallet',
} as const;

/** The page's session storage, or null where there is none or it is refused (a private window may refuse it). */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The region this browser session is on, as the shell keeps it for every part of the page; null before it knows. */
export function sessionMerchantCode(): string | null {
  return sessionStore()?.getItem(SESSION_KEYS.merchantCode) || null;
}

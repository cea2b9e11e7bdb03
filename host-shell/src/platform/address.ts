import { STORAGE, session } from './storage-keys';

/** Values the address may carry (spec section 2): a token to sign in with, referral and affiliate codes. */
const KEPT = [STORAGE.referralCode, STORAGE.affiliateCode] as const;

/**
 * Reads `token`, `referralCode` and `affiliateCode` from the address once at start-up, keeps them in
 * sessionStorage, and removes any token from the visible address and the history entry.
 */
export function captureAddressQuery(): Record<string, string> {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token');
  if (token !== null) {
    if (/^[A-Za-z0-9_-]{16,128}$/.test(token)) session.set(STORAGE.token, token);
    // Whether it is used or not, a token must not stay where history, bookmarks and shared links keep it.
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }
  const kept: Record<string, string> = {};
  for (const key of KEPT) {
    const value = url.searchParams.get(key);
    if (value && /^[A-Za-z0-9_-]{1,64}$/.test(value)) session.set(key, value);
    const stored = session.get(key);
    if (stored) kept[key] = stored;
  }
  return kept;
}

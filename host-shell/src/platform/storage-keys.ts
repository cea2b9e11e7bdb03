import { SESSION_KEYS } from '@platform/shared-contracts/client';

/** Where the shell keeps things in the browser. The token lives in sessionStorage only (spec section 2). */
export const STORAGE = {
  token: 'token',
  merchantCode: SESSION_KEYS.merchantCode,
  language: 'language',
  previousLanguage: 'previousLanguage',
  theme: 'theme',
  remoteBucket: 'remoteBucket',
  referralCode: SESSION_KEYS.referralCode,
  affiliateCode: 'affiliateCode',
  /** The game vendor categories of the region and language (spec section 4, caches in session storage). */
  gameVendors: SESSION_KEYS.gameVendors,
  /** Whether the home page's last notice marquee had notices: '0' keeps no line for it while notices load. */
  marqueeShown: 'noticeMarqueeShown',
} as const;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export const session = {
  get: (key: string) => safe(() => sessionStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => sessionStorage.setItem(key, value), undefined),
  remove: (key: string) => safe(() => sessionStorage.removeItem(key), undefined),
  /** Logout and region change clear the session but keep the merchant (spec section 4). */
  clearKeepingMerchant: () =>
    safe(() => {
      const merchant = sessionStorage.getItem(STORAGE.merchantCode);
      sessionStorage.clear();
      if (merchant) sessionStorage.setItem(STORAGE.merchantCode, merchant);
    }, undefined),
};

export const local = {
  get: (key: string) => safe(() => localStorage.getItem(key), null),
  set: (key: string, value: string) => safe(() => localStorage.setItem(key, value), undefined),
};

export function readToken(): string | null {
  return session.get(STORAGE.token);
}

export function readMerchantCode(): string | null {
  return session.get(STORAGE.merchantCode) ?? local.get(STORAGE.merchantCode);
}

/** A stable 0-99 bucket per browser, so a canary release reaches the same visitors every time. */
export function remoteBucket(): string {
  const existing = local.get(STORAGE.remoteBucket);
  if (existing && /^\d{1,2}$/.test(existing)) return existing;
  const bucket = String(Math.floor(Math.random() * 100));
  local.set(STORAGE.remoteBucket, bucket);
  return bucket;
}

import { gameVendorsCall, type VendorCategory } from '../calls/game-calls';
import type { ApiClient } from '../client/api-client';
import { SESSION_KEYS, sessionMerchantCode, sessionStore } from './session-store';

/**
 * The game vendors' session-storage cache (spec section 4: "game vendors (a refresh flag bypasses the cache)"),
 * one for the whole page: the host's navigation and footer, the lobby's lists and the member centre's filters all
 * read through `loadGameVendors`, so a page load asks the server once. The client surface is a federation
 * singleton, so the read in flight is shared too: parts that mount together wait for the same answer.
 */

/** What the session keeps: the answer, for the region and language it was read in. */
interface CachedVendors {
  merchantCode: string;
  language: string;
  categories: VendorCategory[];
}

function isCachedVendors(value: unknown): value is CachedVendors {
  const cached = value as Partial<CachedVendors> | null;
  return (
    typeof cached?.merchantCode === 'string' &&
    typeof cached.language === 'string' &&
    Array.isArray(cached.categories) &&
    cached.categories.every((category) => Array.isArray(category?.cards))
  );
}

/** The kept vendors of the session's region in `language`, or null. */
export function cachedGameVendors(language: string): VendorCategory[] | null {
  const store = sessionStore();
  try {
    const cached: unknown = JSON.parse(store?.getItem(SESSION_KEYS.gameVendors) ?? 'null');
    return isCachedVendors(cached) &&
      cached.merchantCode === (sessionMerchantCode() ?? '') &&
      cached.language === language
      ? cached.categories
      : null;
  } catch {
    return null;
  }
}

const inFlight = new Map<string, Promise<VendorCategory[]>>();

/**
 * The region's vendors in `language`: the kept answer, else one read shared by every caller until it answers.
 * `refresh` is the spec's refresh flag: it reads past the cache (with `flush`), once for everyone who asks while
 * that read is under way, and keeps the fresh answer.
 */
export function loadGameVendors(
  api: ApiClient,
  language: string,
  options: { refresh?: boolean } = {},
): Promise<VendorCategory[]> {
  const refresh = options.refresh ?? false;
  if (!refresh) {
    const kept = cachedGameVendors(language);
    if (kept) return Promise.resolve(kept);
  }
  const key = `${refresh ? 'fresh' : 'kept'}:${language}`;
  const running = inFlight.get(key);
  if (running) return running;
  const merchantCode = sessionMerchantCode() ?? '';
  const read = api
    .call(gameVendorsCall, { language, ...(refresh ? { flush: 'true' as const } : {}) })
    .then((categories) => {
      try {
        sessionStore()?.setItem(
          SESSION_KEYS.gameVendors,
          JSON.stringify({ merchantCode, language, categories }),
        );
      } catch {
        // A full or disabled storage only costs a request next time.
      }
      return categories;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, read);
  return read;
}

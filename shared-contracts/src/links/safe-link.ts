/**
 * The one check before the site opens a link it did not write itself (a merchant's customer-service or download
 * link, a payment provider's page): web links and links relative to the site pass; `javascript:`, `data:`,
 * `vbscript:`, `file:` and every other scheme are dropped. App links (`tg:`, `viber:`, ...) pass only where the
 * caller opens the customer-service entries merchants configure with them today.
 */
const WEB_SCHEMES: ReadonlySet<string> = new Set(['https:', 'http:']);

/** The app links merchants configure for customer service (Telegram, Viber, LINE, WhatsApp, e-mail). */
export const APP_LINK_SCHEMES: readonly string[] = ['tg:', 'viber:', 'line:', 'whatsapp:', 'mailto:'];

export interface SafeLinkOptions {
  /** Allow the customer-service app links of APP_LINK_SCHEMES too. */
  appLinks?: boolean;
  /** What a relative link is relative to; the page's own address by default. */
  base?: string;
}

/** The link as the browser would open it, or null when it must not be opened. */
export function safeLinkUrl(url: string, options: SafeLinkOptions = {}): string | null {
  const base = options.base ?? globalThis.location?.origin ?? 'https://invalid.local';
  let parsed: URL;
  try {
    // The URL parser drops tabs and newlines and reads the scheme as the browser will ("java\tscript:").
    parsed = new URL(url.trim(), base);
  } catch {
    return null;
  }
  if (WEB_SCHEMES.has(parsed.protocol)) return parsed.href;
  if (options.appLinks && APP_LINK_SCHEMES.includes(parsed.protocol)) return parsed.href;
  return null;
}

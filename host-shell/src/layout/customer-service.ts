import { type Permission, safeLinkUrl } from '@platform/shared-contracts/client';

type CustomerServiceEntry = Permission['customerService'][number];

export interface ServiceLink {
  csType: string;
  title: string;
  url: string;
}

/**
 * The configured entries at one position, in the order `types` lists them, at most `limits[type]` of a type
 * (default one), without entries whose link is not safe to open.
 */
export function serviceLinks(
  permission: Permission | null,
  position: 'RIGHT' | 'FOOTER',
  types: readonly string[],
  limits: Readonly<Record<string, number>> = {},
): ServiceLink[] {
  const entries: CustomerServiceEntry[] = (permission?.customerService ?? []).filter(
    (entry) => entry.csPosition === position,
  );
  const links: ServiceLink[] = [];
  for (const type of types) {
    const ofType = entries.filter((entry) => entry.csType === type).slice(0, limits[type] ?? 1);
    for (const entry of ofType) {
      const url = safeLinkUrl(entry.url, { appLinks: true });
      if (url) links.push({ csType: entry.csType, title: entry.title, url });
    }
  }
  return links;
}

/** The right side bar's entries (spec section 2): live chat, LINE, three Telegram slots, Facebook, Twitter, Viber. */
export const RIGHT_BAR_TYPES = ['LIVECHAT', 'LINE', 'TELEGRAM', 'FACEBOOK', 'TWITTER', 'VIBER'] as const;
export const RIGHT_BAR_LIMITS = { TELEGRAM: 3 } as const;

/** The footer's social links (spec section 2). */
export const FOOTER_SOCIAL_TYPES = [
  'FACEBOOK',
  'YOUTUBE',
  'WHATSAPP',
  'TIKTOK',
  'INSTAGRAM',
  'TWITTER',
  'TELEGRAM',
] as const;

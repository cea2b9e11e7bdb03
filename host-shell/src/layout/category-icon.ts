import type { IconName } from '@platform/shared-ui';

/** The glyph for each game category and navigation entry. */
export const CATEGORY_ICON: Record<string, IconName> = {
  HOME: 'home',
  PROMO: 'gift',
  LOTT: 'lottery',
  ELOTT: 'ticket',
  LIVE: 'live',
  SPORTS: 'sports',
  FISH: 'fish',
  RNG: 'slots',
  PVP: 'poker',
  ESPORTS: 'esports',
  COCKFIGHT: 'cockfight',
  BLOG: 'blog',
  INVITE: 'user-plus',
  DOWN: 'download',
};

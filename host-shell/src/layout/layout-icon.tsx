import { Icon, type IconName } from '@platform/shared-ui';
import type { ReactElement } from 'react';

/*
 * Game-category and account glyphs the shared set does not have, drawn on the same 24px grid with the same
 * stroke, so they sit beside shared-ui icons without looking borrowed.
 */
const GLYPHS = {
  lottery: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="4" />
      <path d="M12 3v2M12 19v2M3 12h2M19 12h2" />
    </>
  ),
  ticket: (
    <>
      <path d="M3 8a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4z" />
      <path d="M14 6v2M14 11v2M14 16v2" />
    </>
  ),
  live: (
    <>
      <circle cx="12" cy="12" r="2" />
      <path d="M16.2 7.8a6 6 0 0 1 0 8.4M7.8 16.2a6 6 0 0 1 0-8.4M19.1 4.9a10 10 0 0 1 0 14.2M4.9 19.1a10 10 0 0 1 0-14.2" />
    </>
  ),
  sports: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 8 3.4 2.5-1.3 4h-4.2l-1.3-4zM12 8V3.5M15.4 10.5l4.2-1.4M14.1 14.5l2.6 3.6M9.9 14.5l-2.6 3.6M8.6 10.5 4.4 9.1" />
    </>
  ),
  fish: (
    <>
      <path d="M2.5 12c3.5-5.5 10.5-6 15.5 0-5 6-12 5.5-15.5 0z" />
      <path d="m18 12 3.5-3.5v7z" />
      <path d="M7.5 11h.01" />
    </>
  ),
  slots: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="3" />
      <path d="M8.5 9h7l-3.8 7" />
    </>
  ),
  poker: (
    <path d="M12 3c3 4 7.5 6 7.5 10a4.2 4.2 0 0 1-6.8 3.3L13.5 21h-3l.8-4.7A4.2 4.2 0 0 1 4.5 13c0-4 4.5-6 7.5-10z" />
  ),
  esports: (
    <>
      <path d="M7 7h10a5 5 0 0 1 5 5v2.3a2.7 2.7 0 0 1-4.9 1.6L15.6 14H8.4l-1.5 1.9A2.7 2.7 0 0 1 2 14.3V12a5 5 0 0 1 5-5z" />
      <path d="M7.5 9.5v3M6 11h3M15.5 10h.01M17.5 12h.01" />
    </>
  ),
  cockfight: (
    <>
      <path d="M4 4l9 9M13 13l2.5 2.5M15.5 15.5 20 20M17 18.5l1.5-1.5" />
      <path d="M20 4l-9 9M11 13l-2.5 2.5M8.5 15.5 4 20M7 18.5 5.5 17" />
    </>
  ),
  blog: (
    <>
      <rect x="4" y="3" width="16" height="18" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>
  ),
  'user-plus': (
    <>
      <circle cx="10" cy="8" r="4" />
      <path d="M2.5 21c0-4.4 3.4-7 7.5-7 1.6 0 3 .4 4.2 1.1M19 14v6M16 17h6" />
    </>
  ),
  withdraw: (
    <>
      <path d="M12 15V4M7.5 8.5 12 4l4.5 4.5" />
      <path d="M4 14v5a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-5" />
    </>
  ),
  transfer: <path d="M4 8h14l-3.5-3.5M20 16H6l3.5 3.5" />,
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6" />
    </>
  ),
  'list-clock': (
    <>
      <path d="M4 6h9M4 12h6M4 18h6" />
      <circle cx="17" cy="15" r="4.5" />
      <path d="M17 13v2l1.3 1.3" />
    </>
  ),
  team: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.9 2.9-6.2 6.5-6.2s6.5 2.3 6.5 6.2" />
      <path d="M15.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.3c2.1.7 3.5 2.7 3.5 5.7" />
    </>
  ),
  'external-link': <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
} satisfies Record<string, ReactElement>;

export type LayoutGlyph = keyof typeof GLYPHS;
export type LayoutIconName = LayoutGlyph | IconName;

/** Glyphs that point along the reading direction, mirrored in right-to-left pages. */
const MIRRORED: ReadonlySet<string> = new Set(['transfer', 'chevron-right']);

function isGlyph(name: LayoutIconName): name is LayoutGlyph {
  return Object.hasOwn(GLYPHS, name);
}

/** A layout glyph, or a shared-ui icon by its name. Decorative (aria-hidden) like shared-ui's unlabelled icons. */
export function LayoutIcon({
  name,
  size = 20,
  className,
}: {
  name: LayoutIconName;
  size?: number;
  className?: string;
}) {
  if (!isGlyph(name)) return <Icon name={name} size={size} className={className} />;
  return (
    <svg
      className={`ui-icon${MIRRORED.has(name) ? ' ui-icon--mirror-rtl' : ''}${className ? ` ${className}` : ''}`}
      data-icon={name}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      {GLYPHS[name]}
    </svg>
  );
}

/** The glyph for each game category and navigation entry. */
export const CATEGORY_ICON: Record<string, LayoutIconName> = {
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

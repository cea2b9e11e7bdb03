import type { ReactElement } from 'react';
import { cx } from '../internal/class-names';
import './icon.css';

/*
 * A small inline SVG set on a 24px grid. Line icons are drawn with the current text colour at stroke 2;
 * brand marks are simplified filled shapes in the current colour (colour them with CSS where a brand colour
 * is wanted). All shapes are drawn here, so the set has no licence or network dependency.
 */
const F = { fill: 'currentColor', stroke: 'none' } as const;

const ICONS = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>
  ),
  phone: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M11 18h2" />
    </>
  ),
  mail: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  eye: (
    <>
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  'eye-off': (
    <path d="M3 3l18 18M10.6 5.1A10.8 10.8 0 0 1 12 5c6.5 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.2M6.6 6.6C3.7 8.4 2 12 2 12s3.5 7 10 7c1.9 0 3.5-.6 4.9-1.4M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
    </>
  ),
  sun: (
    <>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </>
  ),
  moon: <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-left': <path d="m15 6-6 6 6 6" />,
  refresh: <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16M20 20v-4h-4" />,
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12 3 3 5-6" />
    </>
  ),
  warning: <path d="M12 3 22 20H2L12 3zM12 10v4M12 17h.01" />,
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m15 9-6 6M9 9l6 6" />
    </>
  ),
  home: <path d="m3 11 9-8 9 8M5 10v10h5v-6h4v6h5V10" />,
  gift: (
    <>
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M5 12v9h14v-9M12 8v13M12 8S10.5 3 8 3.5 7 8 12 8zM12 8s1.5-5 4-4.5S17 8 12 8z" />
    </>
  ),
  headset: (
    <>
      <path d="M4 15v-3a8 8 0 0 1 16 0v3M19 19c0 1.5-1.5 2.5-4 2.5h-2" />
      <rect x="3" y="14" width="4" height="6" rx="1.5" />
      <rect x="17" y="14" width="4" height="6" rx="1.5" />
    </>
  ),
  download: <path d="M12 3v12M7 10l5 5 5-5M4 21h16" />,
  chat: (
    <path d="M4 5.5A1.5 1.5 0 0 1 5.5 4h13A1.5 1.5 0 0 1 20 5.5v9a1.5 1.5 0 0 1-1.5 1.5H9l-5 4V5.5zM8 9h8M8 12h5" />
  ),
  telegram: (
    <path
      {...F}
      d="M21.4 3.6 2.9 10.8c-1.2.5-1.2 1.9 0 2.2l4.6 1.5 1.8 5.5c.2.7 1.1.9 1.6.4l2.6-2.4 4.9 3.6c.6.4 1.4.1 1.6-.6L23 5.2c.3-1.1-.6-2-1.6-1.6zM9.7 14.6l8-7.1-6.2 8.5-.4 3.1-1.4-4.5z"
    />
  ),
  facebook: (
    <path
      {...F}
      d="M13.5 22v-8h2.8l.4-3.3h-3.2V8.6c0-.9.3-1.6 1.6-1.6h1.7V4.1c-.3 0-1.3-.1-2.5-.1-2.5 0-4.2 1.5-4.2 4.3v2.4H7.3V14h2.8v8z"
    />
  ),
  twitter: (
    <>
      <path {...F} d="M3 3h5.6L21 21h-5.6z" />
      <path d="M20.5 3.5 13.6 11M3.5 20.5l6.9-7.5" />
    </>
  ),
  line: (
    <path
      {...F}
      fillRule="evenodd"
      d="M12 3C6.5 3 2 6.6 2 11c0 4 3.6 7.3 8.4 7.9.3.1.8.2.9.5.1.3 0 .7 0 1l-.1.9c0 .3-.2 1 .9.5s6-3.5 8.2-6.1C21.8 14.1 22 12.6 22 11c0-4.4-4.5-8-10-8zM6 8.5h1.3v4H9.5v1.2H6zm4.3 0h1.3v5.2h-1.3zm2.5 0h1.2l2.2 3v-3h1.3v5.2h-1.2l-2.2-3v3h-1.3z"
    />
  ),
  viber: (
    <>
      <path d="M12 2.5c5 0 8.5 2.2 8.5 8s-3.5 8-8.5 8c-.9 0-1.8-.1-2.7-.3L6 21v-3.6C4.3 16 3.5 13.8 3.5 10.5c0-5.8 3.5-8 8.5-8z" />
      <path
        {...F}
        d="M9.3 7.2c.4-.2.8 0 1 .3l.8 1.4c.2.4.1.8-.2 1.1l-.5.4c.4 1 1.2 1.8 2.2 2.3l.4-.5c.3-.3.7-.4 1.1-.2l1.4.8c.4.2.5.7.3 1.1-.5.9-1.4 1.4-2.3 1.1-2.3-.8-4.1-2.6-4.9-4.9-.3-.9.2-1.8 1.1-2.3z"
      />
    </>
  ),
  whatsapp: (
    <>
      <path d="M3.5 20.5l1.3-4.3A8.5 8.5 0 1 1 8 19.3z" />
      <path
        {...F}
        d="M9.2 7.6c.3-.2.7-.1.9.2l.8 1.6c.1.3.1.6-.1.8l-.5.6c.5 1 1.3 1.8 2.4 2.4l.6-.5c.2-.2.5-.3.8-.1l1.6.8c.3.1.4.5.2.9-.5.9-1.5 1.3-2.4 1-2.3-.8-4.1-2.6-4.9-4.9-.3-.9.1-1.9.6-2.8z"
      />
    </>
  ),
  youtube: (
    <path
      {...F}
      fillRule="evenodd"
      d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z"
    />
  ),
  tiktok: (
    <path
      {...F}
      d="M16.5 3c.3 2.3 1.7 3.8 4 4v3.2c-1.5 0-2.8-.4-4-1.2v6.3a5.7 5.7 0 1 1-5.7-5.7v3.3a2.5 2.5 0 1 0 2.5 2.5V3z"
    />
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle {...F} cx="17.5" cy="6.5" r="1.2" />
    </>
  ),
  google: <path d="M20 12a8 8 0 1 1-2.4-5.7M20 12h-8" />,
  logout: <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />,
  wallet: (
    <>
      <path d="M19 7V5a1 1 0 0 0-1-1H5a2 2 0 0 0 0 4h15a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H5a2 2 0 0 1-2-2V6" />
      <path d="M16 14h.01" />
    </>
  ),
  shield: <path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3zM9 12l2 2 4-4" />,
  // Game categories and member-centre entries drawn for the shell's navigation.
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
  // Member-centre glyphs: swapping a transfer's direction, bank accounts, image proof uploads.
  swap: <path d="M7 4v16M3.5 7.5 7 4l3.5 3.5M17 20V4M13.5 16.5 17 20l3.5-3.5" />,
  bank: (
    <>
      <path d="M3 9.5 12 4l9 5.5M4 20h16M6 10v7M10 10v7M14 10v7M18 10v7" />
    </>
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="9.5" r="1.8" />
      <path d="m21 16-5-5-9 9" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type IconName = keyof typeof ICONS;

/** Every icon name, e.g. for a gallery or a test that the shell's names exist. */
export const ICON_NAMES = Object.keys(ICONS) as IconName[];

/** Icons that point along the reading direction and so are mirrored in right-to-left pages. */
const MIRRORED: ReadonlySet<IconName> = new Set<IconName>([
  'chevron-left',
  'chevron-right',
  'logout',
  'transfer',
]);

export interface IconProps {
  name: IconName;
  /** Width and height in pixels. Default 20. */
  size?: number;
  /** Gives the icon a name for screen readers (role="img"); without it the icon is aria-hidden. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = 20, label, className }: IconProps) {
  return (
    <svg
      className={cx('ui-icon', MIRRORED.has(name) && 'ui-icon--mirror-rtl', className)}
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
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {ICONS[name]}
    </svg>
  );
}

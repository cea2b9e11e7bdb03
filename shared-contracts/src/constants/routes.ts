import type { GameCategory } from './domain';

/** The route table of spec section 2. */

export type RouteKind =
  | 'home'
  | 'login'
  | 'register'
  | 'download'
  | 'help'
  | 'agentHome'
  | 'gameCentre'
  | 'gameListCentre'
  | 'lottery'
  | 'page';

export interface RouteDefinition {
  path: string;
  kind: RouteKind;
  /** Without a session token the visit is redirected to the login route. */
  requiresSession: boolean;
  isGamePage: boolean;
}

function route<const P extends string>(
  path: P,
  kind: RouteKind,
  flags: Partial<Pick<RouteDefinition, 'requiresSession' | 'isGamePage'>> = {},
): RouteDefinition & { path: P } {
  return { path, kind, requiresSession: false, isGamePage: false, ...flags };
}

export const HOME_ALIASES = ['/', '/index', '/index.html', '/home'] as const;

export const ROUTES = [
  ...HOME_ALIASES.map((path) => route(path, 'home')),
  route('/login', 'login'),
  route('/register', 'register'),
  route('/down', 'download'),
  route('/help', 'help'),
  route('/agentHome', 'agentHome'),
  route('/cockfight', 'gameCentre'),
  route('/esports', 'gameCentre'),
  route('/elott', 'gameCentre'),
  route('/sports', 'gameCentre'),
  route('/rng', 'gameListCentre', { isGamePage: true }),
  route('/live', 'gameListCentre', { isGamePage: true }),
  route('/fish', 'gameListCentre', { isGamePage: true }),
  route('/pvp', 'gameListCentre', { isGamePage: true }),
  route('/inHouse', 'gameListCentre', { isGamePage: true }),
  route('/hot', 'gameListCentre', { isGamePage: true }),
  route('/lottery', 'lottery', { requiresSession: true, isGamePage: true }),
  route('/seaLottery', 'lottery', { requiresSession: true, isGamePage: true }),
  route('/vnLottery', 'lottery', { requiresSession: true, isGamePage: true }),
  route('/promotions', 'page'),
  route('/blog', 'page'),
  route('/pointMall', 'page'),
  route('/seamless', 'page', { isGamePage: true }),
  route('/sponsor', 'page'),
  route('/description', 'page'),
] as const;

export type RoutePath = (typeof ROUTES)[number]['path'];

/** Where a visit to a route that requires a session is sent instead. */
export const UNAUTHENTICATED_REDIRECT_PATH = '/login' satisfies RoutePath;

/** Paths that name a category without being routes of their own. */
export const CATEGORY_BY_PATH = {
  '/lott': 'LOTT',
  '/lotts': 'ELOTT',
  '/elott': 'ELOTT',
} as const satisfies Record<string, GameCategory>;

export function categoryForPath(pathname: string): GameCategory | undefined {
  const path = withoutTrailingSlash(pathname);
  return Object.hasOwn(CATEGORY_BY_PATH, path)
    ? CATEGORY_BY_PATH[path as keyof typeof CATEGORY_BY_PATH]
    : undefined;
}

export type NavigationAction =
  /** Go to `path`. */
  | 'navigate'
  /** Go to the lottery page of the category's first vendor, see `lotteryNavigationPath`. */
  | 'lotteryByFirstVendor'
  /** Launch the category's first vendor's game directly. */
  | 'launchFirstVendor'
  /** Open the referral popup; not a page. */
  | 'openReferralPopup';

export interface NavigationEntry {
  id: string;
  category: GameCategory;
  path: RoutePath | null;
  action: NavigationAction;
  /** Shown only when the category has vendors. */
  requiresVendors: boolean;
}

export const NAVIGATION_ENTRIES = [
  { id: 'home', category: 'HOME', path: '/', action: 'navigate', requiresVendors: false },
  { id: 'elott', category: 'ELOTT', path: '/elott', action: 'navigate', requiresVendors: true },
  { id: 'lottery', category: 'LOTT', path: null, action: 'lotteryByFirstVendor', requiresVendors: true },
  { id: 'live', category: 'LIVE', path: '/live', action: 'navigate', requiresVendors: true },
  { id: 'sports', category: 'SPORTS', path: '/sports', action: 'navigate', requiresVendors: true },
  { id: 'fish', category: 'FISH', path: '/fish', action: 'navigate', requiresVendors: true },
  { id: 'slots', category: 'RNG', path: '/rng', action: 'navigate', requiresVendors: true },
  { id: 'poker', category: 'PVP', path: '/pvp', action: 'navigate', requiresVendors: true },
  { id: 'esports', category: 'ESPORTS', path: '/esports', action: 'navigate', requiresVendors: true },
  { id: 'promotions', category: 'PROMO', path: '/promotions', action: 'navigate', requiresVendors: false },
  { id: 'blog', category: 'BLOG', path: '/blog', action: 'navigate', requiresVendors: false },
  {
    id: 'cockfight',
    category: 'COCKFIGHT',
    path: '/cockfight',
    action: 'launchFirstVendor',
    requiresVendors: true,
  },
  { id: 'invite', category: 'INVITE', path: null, action: 'openReferralPopup', requiresVendors: false },
] as const satisfies readonly NavigationEntry[];

/**
 * The page the lottery navigation entry opens for the category's first vendor. Decision: an ELOTT first
 * vendor goes to /elott and anything else (LOTT, none) to /lottery.
 */
export function lotteryNavigationPath(firstVendorVassalage: string | null | undefined): RoutePath {
  switch (firstVendorVassalage) {
    case 'TCG_LOTTO_VN':
      return '/vnLottery';
    case 'TCG_SEA':
      return '/seaLottery';
    case 'ELOTT':
      return '/elott';
    default:
      return '/lottery';
  }
}

/** The lottery page a lottery vendor's games open on, with query gameCode (spec section 2, "Game launch"); null for others. */
export function lotteryGamePath(vassalage: string): RoutePath | null {
  switch (vassalage) {
    case 'TCG_LOTTO_VN':
      return '/vnLottery';
    case 'TCG_SEA':
      return '/seaLottery';
    case 'LOTT':
    case 'ELOTT':
      return '/lottery';
    default:
      return null;
  }
}

function withoutTrailingSlash(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const routesByPath = new Map<string, RouteDefinition>(
  ROUTES.map((definition) => [definition.path, definition]),
);

/** The route for a pathname, matched case-sensitively as listed; a trailing slash is tolerated. */
export function findRoute(pathname: string): RouteDefinition | undefined {
  return routesByPath.get(withoutTrailingSlash(pathname));
}

const gamePagePaths = new Set(
  ROUTES.filter((definition) => definition.isGamePage).map((definition) => definition.path.toLowerCase()),
);

/** Whether a pathname is a game page (game list centre, /seamless or a lottery page), in any letter case. */
export function isGamePagePath(pathname: string): boolean {
  return gamePagePaths.has(withoutTrailingSlash(pathname).toLowerCase());
}

import { describe, expect, it } from 'vitest';
import {
  CATEGORY_BY_PATH,
  categoryForPath,
  findRoute,
  HOME_ALIASES,
  isGamePagePath,
  lotteryNavigationPath,
  NAVIGATION_ENTRIES,
  ROUTES,
  UNAUTHENTICATED_REDIRECT_PATH,
} from './routes';

describe('route table', () => {
  it('lists every path once', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(28);
  });

  it('requires a session on the three lottery routes only', () => {
    expect(ROUTES.filter((route) => route.requiresSession).map((route) => route.path)).toEqual([
      '/lottery',
      '/seaLottery',
      '/vnLottery',
    ]);
    expect(findRoute(UNAUTHENTICATED_REDIRECT_PATH)?.requiresSession).toBe(false);
  });

  it.each(HOME_ALIASES)('treats %j as home', (path) => {
    expect(findRoute(path)?.kind).toBe('home');
  });

  it.each([
    ['/login', 'login'],
    ['/register', 'register'],
    ['/down', 'download'],
    ['/help', 'help'],
    ['/agentHome', 'agentHome'],
    ['/cockfight', 'gameCentre'],
    ['/elott', 'gameCentre'],
    ['/inHouse', 'gameListCentre'],
    ['/hot', 'gameListCentre'],
    ['/seaLottery', 'lottery'],
    ['/pointMall', 'page'],
    ['/seamless', 'page'],
  ])('finds %j as %j', (path, kind) => {
    expect(findRoute(path)?.kind).toBe(kind);
  });

  it('tolerates a trailing slash', () => {
    expect(findRoute('/login/')?.path).toBe('/login');
    expect(findRoute('/vnLottery/')?.requiresSession).toBe(true);
    expect(findRoute('//')?.kind).toBe('home');
  });

  it('matches case-sensitively and refuses unknown paths', () => {
    expect(findRoute('/Login')).toBeUndefined();
    expect(findRoute('/vnlottery')).toBeUndefined();
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(findRoute('/lott')).toBeUndefined();
  });
});

describe('isGamePagePath', () => {
  it.each([
    '/rng',
    '/live',
    '/fish',
    '/pvp',
    '/inHouse',
    '/inhouse',
    '/hot',
    '/seamless',
    '/lottery',
    '/vnlottery',
    '/sealottery',
    '/vnLottery',
    '/SEALOTTERY/',
  ])('recognises %j', (path) => {
    expect(isGamePagePath(path)).toBe(true);
  });

  it.each(['/', '/home', '/sports', '/cockfight', '/promotions', '/login', '/lott', '/unknown'])(
    'does not take %j for a game page',
    (path) => {
      expect(isGamePagePath(path)).toBe(false);
    },
  );
});

describe('category paths', () => {
  it('maps /lott to LOTT and /lotts and /elott to ELOTT', () => {
    expect(CATEGORY_BY_PATH).toEqual({ '/lott': 'LOTT', '/lotts': 'ELOTT', '/elott': 'ELOTT' });
    expect(categoryForPath('/lotts/')).toBe('ELOTT');
    expect(categoryForPath('/live')).toBeUndefined();
    expect(categoryForPath('/toString')).toBeUndefined();
  });
});

describe('navigation', () => {
  it('keeps the order of the spec', () => {
    expect(NAVIGATION_ENTRIES.map((entry) => entry.id)).toEqual([
      'home',
      'elott',
      'lottery',
      'live',
      'sports',
      'fish',
      'slots',
      'poker',
      'esports',
      'promotions',
      'blog',
      'cockfight',
      'invite',
    ]);
  });

  it('points every entry with a path at a known route', () => {
    for (const entry of NAVIGATION_ENTRIES) {
      if (entry.path !== null) expect(findRoute(entry.path), entry.id).toBeDefined();
    }
  });

  it.each([
    ['TCG_LOTTO_VN', '/vnLottery'],
    ['TCG_SEA', '/seaLottery'],
    ['LOTT', '/lottery'],
    ['ELOTT', '/elott'],
    [undefined, '/lottery'],
  ])('sends the lottery entry for first vendor %j to %j', (vassalage, path) => {
    expect(lotteryNavigationPath(vassalage)).toBe(path);
  });
});

import { REMOTES, ROUTES, type RouteDefinition, type RouteKind } from '@platform/shared-contracts/client';
import { HOME_CONTENT } from './home-content';
import { normalizePath } from './routing/routing';

// Which screen each address shows, without the screens themselves: the bootstrap reads it to preload the first
// screen's remote before the shell's own code has even run (decision 128); the router draws from it.

type RemoteKey = keyof typeof REMOTES;
export interface RemoteArea {
  remote: RemoteKey;
  module: string;
  area: string;
}

/** Which remote draws each kind of route of spec section 2 (home, login and register are the host's own). */
const REMOTE_BY_KIND: Partial<Record<RouteKind, RemoteArea>> = {
  agentHome: { remote: 'agentCentre', module: REMOTES.agentCentre.modules.AgentHome, area: 'area.agent' },
  gameCentre: { remote: 'lobby', module: REMOTES.lobby.modules.GameCentre, area: 'area.games' },
  gameListCentre: { remote: 'lobby', module: REMOTES.lobby.modules.GameList, area: 'area.games' },
  lottery: { remote: 'lottery', module: REMOTES.lottery.modules.LotteryLobby, area: 'area.lottery' },
};

/** Pages of kind 'page' (and download, help) that are not the promotions remote's generic content page. */
const REMOTE_BY_PATH: Record<string, RemoteArea> = {
  '/promotions': {
    remote: 'promotions',
    module: REMOTES.promotions.modules.PromotionsPage,
    area: 'area.promotions',
  },
  '/seamless': { remote: 'lobby', module: REMOTES.lobby.modules.GamePage, area: 'area.games' },
};

const CONTENT_PAGE: RemoteArea = {
  remote: 'promotions',
  module: REMOTES.promotions.modules.ContentPage,
  area: 'area.content',
};

/**
 * Home, login and register are the shell's home page (the last two open a modal over it), with the lobby's home in
 * it: the modal each opens.
 */
export const HOME_PAGES: Partial<Record<RouteKind, { open?: 'login' | 'register' }>> = {
  home: {},
  login: { open: 'login' },
  register: { open: 'register' },
};

/** The remote screen a route shows: the one rule the router and the early preload both follow. */
export function remoteAreaOf(route: RouteDefinition): RemoteArea {
  if (HOME_PAGES[route.kind]) return HOME_CONTENT;
  return REMOTE_BY_PATH[route.path] ?? REMOTE_BY_KIND[route.kind] ?? CONTENT_PAGE;
}

/** Every route of the table by its normalized path (the home aliases are home routes too). */
const ROUTE_AT = new Map(ROUTES.map((route) => [normalizePath(route.path), route]));

function routeAt(pathname: string): RouteDefinition | undefined {
  return ROUTE_AT.get(normalizePath(pathname));
}

/**
 * The remote that draws the page a link goes to (its query and hash aside): null when the shell draws the page itself
 * (home, login, register) or no route has that address.
 */
export function remoteDrawing(link: string): RemoteKey | null {
  const route = routeAt(link.split(/[?#]/)[0] ?? link);
  if (!route || HOME_PAGES[route.kind]) return null;
  return remoteAreaOf(route).remote;
}

/**
 * The remote and module the page at `pathname` will load, when it will load one: none for an unknown address, nor
 * for a page that needs a session the visitor does not have (it shows the sign-in prompt instead).
 */
export function remoteScreenFor(
  pathname: string,
  hasSession: boolean,
): { remote: (typeof REMOTES)[RemoteKey]; module: string } | null {
  const route = routeAt(pathname);
  if (!route || (route.requiresSession && !hasSession)) return null;
  const { remote, module } = remoteAreaOf(route);
  return { remote: REMOTES[remote], module };
}

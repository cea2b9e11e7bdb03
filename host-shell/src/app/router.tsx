import { REMOTES, ROUTES, type RouteDefinition, type RouteKind } from '@platform/shared-contracts/client';
import type { ReactElement } from 'react';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../pages/remote-page';
import { HOME_CONTENT } from './home-content';
import { RequireSession } from './require-session';
import { normalizePath, useLocation } from './routing/routing';

type RemoteKey = keyof typeof REMOTES;
interface RemoteArea {
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

/** Home, login and register are the shell's home page (the last two open a modal over it), with the lobby's home in it. */
const HOME_PAGES: Partial<Record<RouteKind, ReactElement>> = {
  home: <HomePage />,
  login: <HomePage open="login" />,
  register: <HomePage open="register" />,
};

/** The remote screen a route shows: the one rule the router and the early preload both follow. */
function remoteAreaOf(route: RouteDefinition): RemoteArea {
  if (HOME_PAGES[route.kind]) return HOME_CONTENT;
  return REMOTE_BY_PATH[route.path] ?? REMOTE_BY_KIND[route.kind] ?? CONTENT_PAGE;
}

function elementFor(route: RouteDefinition) {
  const home = HOME_PAGES[route.kind];
  if (home) return home;
  const target = remoteAreaOf(route);
  return (
    <RemotePage
      remote={REMOTES[target.remote]}
      module={target.module}
      area={target.area}
      basePath={route.path}
    />
  );
}

function pageElement(route: RouteDefinition): ReactElement {
  const element = elementFor(route);
  return route.requiresSession ? <RequireSession>{element}</RequireSession> : element;
}

/** Every page of the route table by its normalized path (the home aliases are home routes too). */
const PAGES = new Map(
  ROUTES.map((route) => [normalizePath(route.path), { route, element: pageElement(route) }]),
);

/**
 * The remote and module the page at `pathname` will load, when it will load one: none for an unknown address, nor
 * for a page that needs a session the visitor does not have (it shows the sign-in prompt instead).
 */
export function remoteScreenFor(
  pathname: string,
  hasSession: boolean,
): { remote: (typeof REMOTES)[RemoteKey]; module: string } | null {
  const route = PAGES.get(normalizePath(pathname))?.route;
  if (!route || (route.requiresSession && !hasSession)) return null;
  const { remote, module } = remoteAreaOf(route);
  return { remote: REMOTES[remote], module };
}

export function pageFor(pathname: string): ReactElement {
  return PAGES.get(normalizePath(pathname))?.element ?? <NotFoundPage />;
}

/** The page of the current address. */
export function Routes() {
  return pageFor(useLocation().pathname);
}

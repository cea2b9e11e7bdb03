import {
  HOME_ALIASES,
  REMOTES,
  ROUTES,
  type RouteDefinition,
  type RouteKind,
} from '@platform/shared-contracts/client';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '../layout/shell-layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../pages/remote-page';
import { RequireSession } from './require-session';

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

function elementFor(route: RouteDefinition) {
  if (route.kind === 'home') return <HomePage />;
  if (route.kind === 'login') return <HomePage open="login" />;
  if (route.kind === 'register') return <HomePage open="register" />;
  const target = REMOTE_BY_PATH[route.path] ?? REMOTE_BY_KIND[route.kind] ?? CONTENT_PAGE;
  return (
    <RemotePage
      remote={REMOTES[target.remote]}
      module={target.module}
      area={target.area}
      basePath={route.path}
    />
  );
}

export const routeObjects: RouteObject[] = [
  {
    element: <ShellLayout />,
    children: [
      ...ROUTES.filter((r) => !(HOME_ALIASES as readonly string[]).includes(r.path) || r.path === '/').map(
        (route) => ({
          path: route.path,
          element: route.requiresSession ? (
            <RequireSession>{elementFor(route)}</RequireSession>
          ) : (
            elementFor(route)
          ),
        }),
      ),
      ...HOME_ALIASES.filter((p) => p !== '/').map((path) => ({ path, element: <HomePage /> })),
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}

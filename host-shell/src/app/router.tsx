import { HOME_ALIASES, REMOTES, ROUTES, type RouteDefinition } from '@platform/shared-contracts';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ShellLayout } from '../layout/shell-layout';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../pages/remote-page';
import { RequireSession } from './require-session';

/** Which remote draws each kind of route of spec section 2. */
function elementFor(route: RouteDefinition) {
  switch (route.kind) {
    case 'home':
      return <HomePage />;
    case 'login':
      return <HomePage open="login" />;
    case 'register':
      return <HomePage open="register" />;
    case 'agentHome':
      return (
        <RemotePage
          remote={REMOTES.agentCentre}
          module={REMOTES.agentCentre.modules.AgentHome}
          area="area.agent"
          basePath={route.path}
        />
      );
    case 'gameCentre':
      return (
        <RemotePage
          remote={REMOTES.lobby}
          module={REMOTES.lobby.modules.GameCentre}
          area="area.games"
          basePath={route.path}
        />
      );
    case 'gameListCentre':
      return (
        <RemotePage
          remote={REMOTES.lobby}
          module={REMOTES.lobby.modules.GameList}
          area="area.games"
          basePath={route.path}
        />
      );
    case 'lottery':
      return (
        <RemotePage
          remote={REMOTES.lottery}
          module={REMOTES.lottery.modules.LotteryLobby}
          area="area.lottery"
          basePath={route.path}
        />
      );
    case 'page':
      return route.path === '/promotions' ? (
        <RemotePage
          remote={REMOTES.promotions}
          module={REMOTES.promotions.modules.PromotionsPage}
          area="area.promotions"
          basePath={route.path}
        />
      ) : route.path === '/seamless' ? (
        <RemotePage
          remote={REMOTES.lobby}
          module={REMOTES.lobby.modules.GameCentre}
          area="area.games"
          basePath={route.path}
        />
      ) : (
        <RemotePage
          remote={REMOTES.promotions}
          module={REMOTES.promotions.modules.ContentPage}
          area="area.content"
          basePath={route.path}
        />
      );
    default:
      return (
        <RemotePage
          remote={REMOTES.promotions}
          module={REMOTES.promotions.modules.ContentPage}
          area="area.content"
          basePath={route.path}
        />
      );
  }
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

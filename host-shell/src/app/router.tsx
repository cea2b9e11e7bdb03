import { REMOTES, ROUTES, type RouteDefinition } from '@platform/shared-contracts/client';
import type { ReactElement } from 'react';
import { HomePage } from '../pages/home-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RemotePage } from '../pages/remote-page';
import { RequireSession } from './require-session';
import { HOME_PAGES, remoteAreaOf } from './route-screens';
import { normalizePath, useLocation } from './routing/routing';

function elementFor(route: RouteDefinition) {
  const home = HOME_PAGES[route.kind];
  if (home) return <HomePage open={home.open} />;
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

/** Every page of the route table by its route's normalized path. */
const PAGES = new Map(ROUTES.map((route) => [normalizePath(route.path), pageElement(route)]));

export function pageFor(pathname: string): ReactElement {
  return PAGES.get(normalizePath(pathname)) ?? <NotFoundPage />;
}

/** The page of the current address. */
export function Routes() {
  return pageFor(useLocation().pathname);
}

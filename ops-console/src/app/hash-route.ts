import { useEffect, useState } from 'react';
import { SCREEN_IDS, type ScreenId } from './screens';

/**
 * The console routes by the address's hash (`/ops/#/members/42`), so the server serves one page at `/ops/` and
 * the path never collides with an operator call (decision 100).
 */
export interface Route {
  screen: ScreenId | null;
  /** What follows the screen (`['42']` for a member's detail). */
  rest: string[];
}

export function parseHash(hash: string): Route {
  const [first = '', ...rest] = hash.replace(/^#\/?/, '').split('/').filter(Boolean);
  const screen = (SCREEN_IDS as readonly string[]).includes(first) ? (first as ScreenId) : null;
  return { screen, rest: screen ? rest.map(decodeURIComponent) : [] };
}

export function hrefOf(screen: ScreenId, ...rest: (string | number)[]): string {
  return `#/${[screen, ...rest.map((part) => encodeURIComponent(String(part)))].join('/')}`;
}

export function useHashRoute(): Route {
  const [route, setRoute] = useState(() => parseHash(window.location.hash));
  useEffect(() => {
    const onChange = () => setRoute(parseHash(window.location.hash));
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

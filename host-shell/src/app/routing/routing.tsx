import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import type { NavigateOptions, RouterHistory, RouterLocation } from './history';

/**
 * The shell's router (decision 060): the route table of spec section 2 is flat (one exact path per page, no
 * parameters), so the host routes with a history store and a path lookup instead of a 29 KB gzip router.
 * The names follow react-router's (Link, NavLink, Navigate, useLocation, useNavigate).
 */
const HistoryContext = createContext<RouterHistory | null>(null);

export function Router({ history, children }: { history: RouterHistory; children: ReactNode }) {
  return <HistoryContext.Provider value={history}>{children}</HistoryContext.Provider>;
}

function useHistory(): RouterHistory {
  const history = useContext(HistoryContext);
  if (!history) throw new Error('Routing hooks need a <Router> above them');
  return history;
}

export function useLocation(): RouterLocation {
  const history = useHistory();
  return useSyncExternalStore(history.subscribe, history.location, history.location);
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useHistory().navigate;
}

/** Paths compare as react-router compared them: case and a trailing slash do not matter. */
export function normalizePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** A plain left click without modifier keys on a link that opens here: the router handles it. */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isRouterClick(event, target)) return;
        event.preventDefault();
        navigate(to, { replace });
      }}
    />
  );
}

/** A link that knows it leads to the current page: class `active` and aria-current (react-router's NavLink). */
export function NavLink({ end, className, ...props }: LinkProps & { end?: boolean; className?: string }) {
  const current = normalizePath(useLocation().pathname);
  const target = normalizePath(new URL(props.to, 'http://local').pathname);
  const active = current === target || (!end && current.startsWith(target === '/' ? '/' : `${target}/`));
  return (
    <Link
      {...props}
      className={active ? `${className ?? ''} active`.trim() : className}
      aria-current={active ? 'page' : undefined}
    />
  );
}

/** Goes to `to` once drawn (a redirect). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

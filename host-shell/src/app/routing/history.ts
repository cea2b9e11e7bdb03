/** Where the visitor is: the parts of the address the shell routes on. */
export interface RouterLocation {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** The address bar as a store: read it, change it, hear about changes (also the browser's back and forward). */
export interface RouterHistory {
  location(): RouterLocation;
  navigate(to: string, options?: NavigateOptions): void;
  subscribe(listener: () => void): () => void;
}

function parse(href: string): RouterLocation {
  const url = new URL(href, 'http://local');
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

function sameLocation(a: RouterLocation, b: RouterLocation) {
  return a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;
}

/** Keeps one location object while the address stays the same (a store snapshot must be stable). */
function createStore(read: () => RouterLocation) {
  const listeners = new Set<() => void>();
  let current = read();
  return {
    location: () => current,
    notify() {
      const next = read();
      if (sameLocation(next, current)) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's own history (pushState and popstate). */
export function createBrowserHistory(win: Window = window): RouterHistory {
  const store = createStore(() => parse(win.location.href));
  win.addEventListener('popstate', store.notify);
  return {
    location: store.location,
    subscribe: store.subscribe,
    navigate(to, options) {
      if (options?.replace) win.history.replaceState(null, '', to);
      else win.history.pushState(null, '', to);
      store.notify();
    },
  };
}

/** A history in memory, for tests and anything rendered without an address bar. */
export function createMemoryHistory(initial = '/'): RouterHistory & { entries: string[] } {
  const entries = [initial];
  const store = createStore(() => parse(entries[entries.length - 1] ?? '/'));
  return {
    entries,
    location: store.location,
    subscribe: store.subscribe,
    navigate(to, options) {
      const href = new URL(to, `http://local${entries[entries.length - 1] ?? '/'}`);
      const next = `${href.pathname}${href.search}${href.hash}`;
      if (options?.replace) entries[entries.length - 1] = next;
      else entries.push(next);
      store.notify();
    },
  };
}

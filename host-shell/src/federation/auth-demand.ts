import { useSyncExternalStore } from 'react';
import { DESKTOP_UP } from '../layout/breakpoints';

/**
 * When the auth remote is worth its bytes (issue 10's JS budget): it is not needed to draw the first page, so it
 * loads when asked for (`auth:open` on the bus, see platform.ts), on the visitor's first tap, click or key, or,
 * on a wide screen where the header shows its login form, once the browser is idle after the first paint.
 * A request made before it loads waits on the bus (QUEUED_EVENTS) and reaches it when it starts listening.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantAuthRemote(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function authRemoteWanted(): boolean {
  return wanted;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once the auth remote should be mounted. */
export function useAuthRemoteWanted(): boolean {
  return useSyncExternalStore(subscribe, authRemoteWanted, authRemoteWanted);
}

/**
 * Gestures that have ended. Once wanted, the auth remote's slot takes the place of the header's own Log in and
 * Register buttons; on a touch or key that has only begun, that swap came before the click, and a visitor's first
 * tap on Log in did nothing. A click's listeners here run first, but the click still reaches its button.
 */
const INTERACTIONS = ['click', 'keyup'] as const;
const IDLE_TIMEOUT_MS = 4000;

/** Starts watching for the moments above; returns the function that stops watching. */
export function watchAuthDemand(win: Window = window): () => void {
  const now = () => wantAuthRemote();
  for (const name of INTERACTIONS)
    win.addEventListener(name, now, { once: true, passive: true, capture: true });
  let idle: number | undefined;
  const whenIdle = () => {
    idle = win.requestIdleCallback
      ? win.requestIdleCallback(now, { timeout: IDLE_TIMEOUT_MS })
      : win.setTimeout(now, IDLE_TIMEOUT_MS);
  };
  const wide = win.matchMedia?.(DESKTOP_UP).matches ?? false;
  if (wide) {
    if (win.document.readyState === 'complete') whenIdle();
    else win.addEventListener('load', whenIdle, { once: true });
  }
  return () => {
    for (const name of INTERACTIONS) win.removeEventListener(name, now, { capture: true });
    win.removeEventListener('load', whenIdle);
    if (idle !== undefined) (win.cancelIdleCallback ?? win.clearTimeout)(idle);
  };
}

/** For tests: back to "not wanted yet". */
export function resetAuthDemand(): void {
  wanted = false;
}

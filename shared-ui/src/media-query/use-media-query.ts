import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date. For parts the page's CSS hides at some widths (a desktop
 * rail, header tools): not drawing them there spares a phone their work, and they come as soon as the query matches.
 * False where the browser has no matchMedia.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false);
}

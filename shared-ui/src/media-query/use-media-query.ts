import { useCallback, useMemo, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, kept up to date. For parts the page's CSS hides at some widths (a desktop
 * rail, header tools): not drawing them there spares a phone their work, and they come as soon as the query matches.
 * False where the browser has no matchMedia.
 */
export function useMediaQuery(query: string): boolean {
  // One list per query, read on every render and listened to: not a new one each time.
  const list = useMemo(() => globalThis.matchMedia?.(query), [query]);
  const subscribe = useCallback(
    (changed: () => void) => {
      list?.addEventListener('change', changed);
      return () => list?.removeEventListener('change', changed);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false);
}

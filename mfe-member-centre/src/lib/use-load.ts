import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; error: unknown };

export type Loaded<T> = LoadState<T> & {
  /** Loads again; what is shown stays until the new answer arrives. */
  reload: () => void;
  /** Shows an answer the page already has, e.g. the balances a transfer returned. */
  replace: (data: T) => void;
};

/**
 * Runs `load` (a stable callback) when mounted and on reload. A failed refresh keeps the last good answer:
 * a network hiccup must not blank a balance the player is looking at.
 */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger.
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) =>
        live && setState((now) => (now.status === 'ready' ? now : { status: 'failed', error })),
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);

  const reload = useCallback(() => {
    setState((now) => (now.status === 'failed' ? { status: 'loading' } : now));
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, replace };
}

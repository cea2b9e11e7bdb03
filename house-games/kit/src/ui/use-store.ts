import { useEffect, useState } from 'preact/hooks';

/** A game's state holder: the screen-side rules keep `state` and tell subscribers when it changes. */
export interface Store<S> {
  readonly state: S;
  subscribe(listener: () => void): () => void;
}

/** Renders again whenever the store's state changes. */
export function useStore<S>(store: Store<S>): S {
  const [state, setState] = useState(store.state);
  useEffect(() => {
    setState(store.state);
    return store.subscribe(() => setState(store.state));
  }, [store]);
  return state;
}

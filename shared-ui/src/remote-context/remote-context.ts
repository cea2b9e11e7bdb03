import type { RemoteProps } from '@platform/shared-contracts/client';
import { createContext, type Provider, useContext } from 'react';

export interface RemoteContext<P extends RemoteProps> {
  /** Gives every component below it the props the host mounted the remote with. */
  RemotePropsProvider: Provider<P | null>;
  /** The host's props (api, bus, session, navigate, the address query) for any component of the remote. */
  useRemote: () => P;
}

/**
 * A remote's own context for the props its host mounted it with. Each remote makes one (`owner` names it in the
 * error a component outside it gets), so remotes never share a context object.
 */
export function createRemoteContext<P extends RemoteProps>(owner: string): RemoteContext<P> {
  const Context = createContext<P | null>(null);
  return {
    RemotePropsProvider: Context.Provider,
    useRemote: () => {
      const remote = useContext(Context);
      if (!remote) throw new Error(`useRemote() outside ${owner}`);
      return remote;
    },
  };
}

/** The host mounts a remote with RemoteProps; an older host (or a probe) may not, and then the remote stays quiet. */
export function hasRemoteProps<P extends RemoteProps>(props: Partial<P>): props is P {
  return Boolean(props.bus && props.api && props.session && props.permission);
}

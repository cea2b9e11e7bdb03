import type { RemoteProps } from '@platform/shared-contracts/client';
import { createContext, type ReactNode, useContext } from 'react';

const RemoteContext = createContext<RemoteProps | null>(null);

export function RemotePropsProvider({ value, children }: { value: RemoteProps; children: ReactNode }) {
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

/** The host's props (api, bus, session, navigate, the address query) for any component of the lottery. */
export function useRemote(): RemoteProps {
  const remote = useContext(RemoteContext);
  if (!remote) throw new Error('useRemote() outside a lottery root');
  return remote;
}

/** The host mounts us with RemoteProps; an older host (or a probe) may not, and then we stay quiet. */
export function hasRemoteProps(props: Partial<RemoteProps>): props is RemoteProps {
  return Boolean(props.bus && props.api && props.session && props.permission);
}

import type { RemoteProps } from '@platform/shared-contracts/client';
import { createContext, type ReactNode, useContext } from 'react';

/** The host's props plus the page it asked for (`member-centre:open {page}`). */
export interface MemberCentreProps extends RemoteProps {
  page?: string;
}

const RemoteContext = createContext<MemberCentreProps | null>(null);

export function RemotePropsProvider({ value, children }: { value: MemberCentreProps; children: ReactNode }) {
  return <RemoteContext.Provider value={value}>{children}</RemoteContext.Provider>;
}

/** The host's props (api, bus, session, navigate) for any component of this remote. */
export function useRemote(): MemberCentreProps {
  const remote = useContext(RemoteContext);
  if (!remote) throw new Error('useRemote() outside the member centre root');
  return remote;
}

/** The host mounts us with RemoteProps; an older host (or a probe) may not, and then we stay quiet. */
export function hasRemoteProps(props: Partial<MemberCentreProps>): props is MemberCentreProps {
  return Boolean(props.bus && props.api && props.session);
}

/** The member's currency symbol, for amounts shown before a wallet call answers. */
export function useCurrencySymbol(): string {
  const { session } = useRemote();
  return session.user?.currencySymbol ?? '';
}

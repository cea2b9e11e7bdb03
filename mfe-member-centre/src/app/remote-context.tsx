import type { RemoteProps } from '@platform/shared-contracts/client';
import { createRemoteContext } from '@platform/shared-ui';

export { hasRemoteProps } from '@platform/shared-ui';

/** The host's props plus the page it asked for (`member-centre:open {page}`). */
export interface MemberCentreProps extends RemoteProps {
  page?: string;
}

export const { RemotePropsProvider, useRemote } =
  createRemoteContext<MemberCentreProps>('the member centre root');

/** The member's currency symbol, for amounts shown before a wallet call answers. */
export function useCurrencySymbol(): string {
  const { session } = useRemote();
  return session.user?.currencySymbol ?? '';
}

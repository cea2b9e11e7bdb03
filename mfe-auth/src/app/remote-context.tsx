import type { ApiClient, RemoteProps, WhitelabelSwitch } from '@platform/shared-contracts/client';
import { createApiClient } from '@platform/shared-contracts/client';
import { createRemoteContext } from '@platform/shared-ui';
import type { ReactNode } from 'react';

/**
 * Calls made for a login the host does not know yet: the forced password change after a weak or expired
 * password runs before `session:login` is emitted, so the host's client has no token for it. RemoteProps has
 * no way to call with a token of our own, so by default the remote makes its own client against the same
 * origin (where the host serves /wps in every set-up). A host with the API on another origin passes
 * `sessionClient`.
 */
export type SessionClientFactory = (session: { token: string; merchantCode: string }) => ApiClient;

export interface AuthRemoteProps extends RemoteProps {
  sessionClient?: SessionClientFactory;
}

export interface AuthRemote extends RemoteProps {
  sessionClient: SessionClientFactory;
}

const { RemotePropsProvider: Provider, useRemote } = createRemoteContext<AuthRemote>('an auth remote root');

export { useRemote };

export function RemotePropsProvider({ value, children }: { value: AuthRemoteProps; children: ReactNode }) {
  const language = value.language;
  const sessionClient =
    value.sessionClient ??
    (({ token, merchantCode }) =>
      createApiClient({
        baseUrl: '',
        getToken: () => token,
        getMerchantCode: () => merchantCode,
        getLanguage: () => language,
      }));
  return <Provider value={{ ...value, sessionClient }}>{children}</Provider>;
}

/** Whether a white-label switch is on for this merchant (spec section 6). */
export function isSwitchOn(permission: RemoteProps['permission'], name: WhitelabelSwitch): boolean {
  return permission.whitelabelVal[name] === true;
}

import {
  isAgentType,
  loginV2Call,
  type MemberInfo,
  memberInfoCall,
  type Permission,
  permissionCall,
  type SessionSnapshot,
} from '@platform/shared-contracts/client';
import { useCallback, useEffect, useState } from 'react';
import type { HarnessPlatform } from './harness-platform';

export interface HarnessMember {
  /** Null until the region's permission answer arrives. */
  permission: Permission | null;
  user: MemberInfo | null;
  session: SessionSnapshot;
  /** Logs in by username; answers null, or why it did not. */
  logIn: (username: string, password: string) => Promise<string | null>;
}

/** The host's part a harness plays: the region's permission answer and a member's login kept in sessionStorage. */
export function useHarnessMember({ api, tokenKey }: HarnessPlatform): HarnessMember {
  const [permission, setPermission] = useState<Permission | null>(null);
  const [user, setUser] = useState<MemberInfo | null>(null);

  const readMember = useCallback(
    () =>
      api.call(memberInfoCall, {}).then(
        ({ member }) => setUser(member),
        () => sessionStorage.removeItem(tokenKey),
      ),
    [api, tokenKey],
  );

  useEffect(() => {
    api.call(permissionCall, {}).then(setPermission, () => undefined);
    if (sessionStorage.getItem(tokenKey)) readMember();
  }, [api, tokenKey, readMember]);

  const logIn = useCallback(
    async (username: string, password: string) => {
      try {
        const result = await api.call(loginV2Call, { type: 'username', username, password });
        if (result.status !== 'OK') return 'This login needs a second step (new address)';
        sessionStorage.setItem(tokenKey, result.token);
        await readMember();
        return null;
      } catch (error) {
        return String(error);
      }
    },
    [api, tokenKey, readMember],
  );

  return {
    permission,
    user,
    session: {
      loggedIn: user !== null,
      user,
      isAgent: user ? isAgentType(user.type) : false,
      isTrial: user?.isTrial ?? false,
    },
    logIn,
  };
}

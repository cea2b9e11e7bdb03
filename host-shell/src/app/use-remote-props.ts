import type { RemoteProps } from '@platform/shared-contracts/client';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { api, bus } from '../platform/platform';
import { snapshotOf } from '../session/session-controller';
import { keptQueryAtom, languageAtom, permissionAtom, sessionAtom, themeAtom } from '../store/host-store';
import { useNavigate } from './routing/routing';

/** The typed props every remote receives; rebuilt only when what they carry changes. */
export function useRemoteProps(basePath = '/'): RemoteProps | null {
  const session = useAtomValue(sessionAtom);
  const permission = useAtomValue(permissionAtom);
  const language = useAtomValue(languageAtom);
  const theme = useAtomValue(themeAtom);
  const query = useAtomValue(keptQueryAtom);
  const navigate = useNavigate();
  return useMemo(
    () =>
      permission
        ? {
            basePath,
            language,
            theme,
            session: snapshotOf(session.user, session.token),
            permission,
            api,
            bus,
            navigate: (to, options) => navigate(to, options),
            query,
          }
        : null,
    [basePath, language, theme, session, permission, query, navigate],
  );
}

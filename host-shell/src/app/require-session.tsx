import { UNAUTHENTICATED_REDIRECT_PATH } from '@platform/shared-contracts/client';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loggedInAtom } from '../store/host-store';

/** A protected route without a session token goes to /login (spec section 2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(loggedInAtom);
  const location = useLocation();
  if (!loggedIn)
    return <Navigate to={UNAUTHENTICATED_REDIRECT_PATH} replace state={{ from: location.pathname }} />;
  return <>{children}</>;
}

import { UNAUTHENTICATED_REDIRECT_PATH } from '@platform/shared-contracts/client';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { loggedInAtom } from '../store/host-store';
import { Navigate } from './routing/routing';

/** A protected route without a session token goes to /login (spec section 2). */
export function RequireSession({ children }: { children: ReactNode }) {
  const loggedIn = useAtomValue(loggedInAtom);
  if (!loggedIn) return <Navigate to={UNAUTHENTICATED_REDIRECT_PATH} replace />;
  return <>{children}</>;
}

import { type ApiClient, asApiError, type CallResponse } from '@platform/shared-contracts/client';
import { operatorLogoutCall, operatorSessionCall } from '@platform/shared-contracts/operator';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { clearToken, readToken, saveToken } from './operator-token';

export type OperatorIdentity = CallResponse<typeof operatorSessionCall>;

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; operator: OperatorIdentity };

interface SessionControls {
  state: SessionState;
  /** Keeps the token the login answered and reads who it belongs to. */
  signIn(token: string): Promise<void>;
  signOut(): Promise<void>;
  /** A call answered 401: the token is gone or expired, so the console shows the login again. */
  expired(): void;
}

const SessionContext = createContext<SessionControls | null>(null);

/** An answer that means the operator's session is over (expired, ended elsewhere, or never was). */
export function isSessionEnded(error: unknown): boolean {
  const apiError = asApiError(error);
  return apiError.code === 'NOT_LOGGED_IN' || apiError.status === 401;
}

export function SessionProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() =>
    readToken() ? { status: 'loading' } : { status: 'signed-out' },
  );

  const load = useCallback(async () => {
    try {
      const operator = await api.call(operatorSessionCall, {});
      setState({ status: 'signed-in', operator });
    } catch (error) {
      if (isSessionEnded(error)) clearToken();
      setState({ status: 'signed-out' });
    }
  }, [api]);

  useEffect(() => {
    if (readToken()) void load();
  }, [load]);

  const controls = useMemo<SessionControls>(
    () => ({
      state,
      async signIn(token) {
        saveToken(token);
        await load();
      },
      async signOut() {
        try {
          await api.call(operatorLogoutCall, {});
        } catch {
          // The token is dropped here whatever the server said: it may already have ended.
        }
        clearToken();
        setState({ status: 'signed-out' });
      },
      expired() {
        clearToken();
        setState({ status: 'signed-out' });
      },
    }),
    [api, load, state],
  );

  return <SessionContext.Provider value={controls}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionControls {
  const controls = useContext(SessionContext);
  if (!controls) throw new Error('useSession outside SessionProvider');
  return controls;
}

/** The signed-in operator; only screens inside the shell (which renders when signed in) use it. */
export function useOperator(): OperatorIdentity {
  const { state } = useSession();
  if (state.status !== 'signed-in') throw new Error('useOperator while signed out');
  return state.operator;
}

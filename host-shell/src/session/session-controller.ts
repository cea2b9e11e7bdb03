import {
  ApiError,
  firstLoginCall,
  isAgentType,
  isTrialType,
  logoutCall,
  type MemberInfo,
  memberInfoCall,
  type SessionSnapshot,
} from '@platform/shared-contracts/client';
import { api, bus } from '../platform/platform';
import { readToken, STORAGE, session } from '../platform/storage-keys';
import { busyAtom, hostStore, sessionAtom } from '../store/host-store';

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: Navigate = (to) => window.location.assign(to);

export function snapshotOf(user: MemberInfo | null, token: string | null): SessionSnapshot {
  return {
    loggedIn: token !== null,
    user,
    isAgent: user ? isAgentType(user.type) : false,
    isTrial: user ? isTrialType(user.type) : false,
  };
}

/** Loads the member behind the stored token; a refused token ends the session quietly. */
export async function loadUser(): Promise<MemberInfo | null> {
  const token = readToken();
  if (!token) {
    hostStore.set(sessionAtom, { token: null, user: null });
    return null;
  }
  try {
    const { member } = await api.call(memberInfoCall, {});
    hostStore.set(sessionAtom, { token, user: member });
    bus.emit('session:changed', { loggedIn: true, user: member });
    return member;
  } catch (error) {
    // Only a refused token ends the session; a network hiccup keeps it for the next try.
    if (error instanceof ApiError && error.code === 'NOT_LOGGED_IN') {
      session.remove(STORAGE.token);
      hostStore.set(sessionAtom, { token: null, user: null });
    }
    return null;
  }
}

function endSession() {
  session.clearKeepingMerchant();
  hostStore.set(sessionAtom, { token: null, user: null });
  bus.emit('session:changed', { loggedIn: false, user: null });
}

/** Logout (spec section 4): the caller has confirmed; loader, server call, clear storage but the merchant, home. */
export async function logout(): Promise<void> {
  hostStore.set(busyAtom, true);
  try {
    await api.call(logoutCall, {}).catch(() => undefined);
  } finally {
    endSession();
    hostStore.set(busyAtom, false);
    navigate('/', { replace: true });
  }
}

/** Wires the session to the bus: logins from the auth remote, expiry from any call. */
export function startSessionController(routerNavigate: Navigate): () => void {
  navigate = routerNavigate;
  const offLogin = bus.on('session:login', async ({ login, portal }) => {
    session.set(STORAGE.token, login.token);
    hostStore.set(sessionAtom, { token: login.token, user: null });
    if (login.firstTimeLogin && !login.user.isTrial) void api.call(firstLoginCall, {}).catch(() => undefined);
    await loadUser();
    if (portal === 'AGENT') navigate('/agentHome');
  });
  const offExpired = bus.on('session:expired', () => {
    endSession();
    bus.emit('auth:open', { view: 'login' });
  });
  const offNavigate = bus.on('navigate', ({ to, replace }) => navigate(to, { replace }));
  return () => {
    offLogin();
    offExpired();
    offNavigate();
  };
}

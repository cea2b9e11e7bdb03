/**
 * This remote's own jotai store (the excalidraw pattern). Atoms of the auth remote live here and never in
 * jotai's default store, so another remote in the same page cannot read or write them by accident. Code in
 * this remote uses the hooks below, which always pass `authStore`; Biome refuses a bare import of jotai's
 * hooks or default store elsewhere in `src/` (see mfe-auth/biome.json).
 */
import type {
  AuthView,
  LoginChallenge,
  LoginSuccess,
  PlatformEvents,
} from '@platform/shared-contracts/client';
import { atom, createStore, type PrimitiveAtom, useAtom, useAtomValue, useSetAtom } from 'jotai';

export const authStore = createStore();

export type Portal = PlatformEvents['session:login']['portal'];
export type AuthTab = NonNullable<PlatformEvents['auth:open']['tab']>;

/** Which auth modal is open: the payload of the last `auth:open`, or null when none is. */
export interface OpenView {
  view: AuthView;
  tab?: AuthTab;
  forced?: boolean;
  /** Changes with every request, so asking again for an open view starts it afresh. */
  nonce?: number;
}
export const openViewAtom = atom<OpenView | null>(null);

/**
 * A login that succeeded but must change its password first (weak default or expired). The token is held
 * here, in memory only, until the change succeeds; the typed password is kept so the change form need not
 * ask for it again (spec section 5: "old password required unless known from login").
 */
export interface PendingLogin {
  login: LoginSuccess;
  password: string | null;
  portal: Portal;
}
export const pendingLoginAtom = atom<PendingLogin | null>(null);

/** A password login from an unregistered IP waiting for its second check (decision 005). */
export interface PendingChallenge {
  challenge: LoginChallenge;
  password: string | null;
  portal: Portal;
}
export const pendingChallengeAtom = atom<PendingChallenge | null>(null);

/** What the header login hands to the login modal: the typed username and whether the captcha is needed. */
export interface LoginHandoff {
  username: string;
  captchaRequired: boolean;
}
export const loginHandoffAtom = atom<LoginHandoff | null>(null);

/**
 * When each SMS code may be asked for again (epoch ms), by form: closing and reopening a modal or switching
 * tabs keeps the countdown running instead of offering a new send early.
 */
export const smsResendAtAtom = atom<Record<string, number>>({});

export function useAuthAtom<V>(anAtom: PrimitiveAtom<V>) {
  return useAtom(anAtom, { store: authStore });
}

export function useAuthAtomValue<V>(anAtom: PrimitiveAtom<V>): V {
  return useAtomValue(anAtom, { store: authStore });
}

export function useSetAuthAtom<V>(anAtom: PrimitiveAtom<V>) {
  return useSetAtom(anAtom, { store: authStore });
}

/** Back to a fresh state: used by tests, and by nothing else. */
export function resetAuthStore(): void {
  authStore.set(openViewAtom, null);
  authStore.set(pendingLoginAtom, null);
  authStore.set(pendingChallengeAtom, null);
  authStore.set(loginHandoffAtom, null);
  authStore.set(smsResendAtAtom, {});
}

import { LIMITS, type LoginResult } from '@platform/shared-contracts/client';
import { useCallback } from 'react';
import { useRemote } from '../app/remote-context';
import { authStore, type Portal, pendingChallengeAtom, pendingLoginAtom } from '../store';

/** How the player proved who they are; only a typed password can be weak or expired (spec section 4). */
export type LoginKind = 'username' | 'sms' | 'trial' | 'register' | 'reset' | 'verify';

export type LoginOutcome = 'done' | 'change-password' | 'verify';

/** Whether a successful login must change its password before the session starts (spec section 4, step 4). */
export function mustChangePassword(
  login: { weakPassword: boolean; passwordExpired: boolean },
  kind: LoginKind,
  password: string | null,
): boolean {
  if (kind === 'sms' || kind === 'trial') return false;
  // The server's passwordExpired already applies PASSEXPIRY3 and the temporary password of a reset
  // (decision 006), so the client does not gate it on the switch a second time.
  return login.weakPassword || password === LIMITS.weakDefaultPassword || login.passwordExpired;
}

/**
 * The last step of every way in (login modal, header login, 2FA, reset by phone): a challenge opens the 2FA
 * modal; a weak or expired password opens the forced change (the token stays in this remote until it
 * succeeds); anything else is a finished login, announced with `session:login`. Modals open through the
 * bus so the same step works from the header, which is mounted apart from the modals.
 */
export function useFinishLogin() {
  const { bus } = useRemote();
  return useCallback(
    (
      result: LoginResult,
      args: { kind: LoginKind; password: string | null; portal?: Portal },
    ): LoginOutcome => {
      const portal = args.portal ?? 'MEMBER';
      if (result.status === 'VERIFY') {
        authStore.set(pendingChallengeAtom, { challenge: result, password: args.password, portal });
        bus.emit('auth:open', { view: 'verify', forced: true });
        return 'verify';
      }
      if (mustChangePassword(result, args.kind, args.password)) {
        authStore.set(pendingLoginAtom, { login: result, password: args.password, portal });
        bus.emit('auth:open', { view: 'change-password', forced: true });
        return 'change-password';
      }
      bus.emit('session:login', { login: result, portal });
      return 'done';
    },
    [bus],
  );
}

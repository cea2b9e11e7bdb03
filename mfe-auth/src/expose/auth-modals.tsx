import { useEffect } from 'react';
import { AuthRoot, hasRemoteProps } from '../app/auth-root';
import type { AuthRemoteProps } from '../app/remote-context';
import { useRemote } from '../app/remote-context';
import { ChangePasswordModal } from '../features/change-password/change-password-modal';
import { ForgotModal } from '../features/forgot/forgot-modal';
import { LoginModal } from '../features/login/login-modal';
import { RegisterModal } from '../features/register/register-modal';
import { VerifyModal } from '../features/verify/verify-modal';
import {
  authStore,
  type OpenView,
  openViewAtom,
  pendingChallengeAtom,
  pendingLoginAtom,
  useAuthAtom,
} from '../store';

/**
 * The auth modals, mounted once for the whole page. They open on `auth:open {view, tab, forced}` from
 * anywhere (host, header, other remotes), switch between each other, and close on `auth:close` or when a
 * login finishes (`session:login`).
 */
export default function AuthModals(props: Partial<AuthRemoteProps>) {
  return (
    <div data-testid="auth-modals" className="auth-modals">
      {hasRemoteProps(props) && (
        <AuthRoot props={props}>
          <AuthModalsView />
        </AuthRoot>
      )}
    </div>
  );
}

let requests = 0;

function AuthModalsView() {
  const { bus } = useRemote();
  const [open, setOpen] = useAuthAtom(openViewAtom);

  useEffect(() => {
    const offOpen = bus.on('auth:open', (request) => {
      // A forced step (password change, 2FA) is finished or given up here, not replaced from outside.
      const current = authStore.get(openViewAtom);
      if (current?.forced && !request.forced && current.view !== request.view) return;
      setOpen({ ...request, nonce: ++requests });
    });
    const offClose = bus.on('auth:close', () => setOpen(null));
    const offLogin = bus.on('session:login', () => {
      authStore.set(pendingLoginAtom, null);
      authStore.set(pendingChallengeAtom, null);
      setOpen(null);
    });
    return () => {
      offOpen();
      offClose();
      offLogin();
    };
  }, [bus, setOpen]);

  if (!open) return null;
  const go = (view: OpenView['view']) => () => setOpen({ view });
  const close = () => setOpen(null);

  switch (open.view) {
    case 'login':
      return (
        <LoginModal
          key={`login-${open.nonce}`}
          tab={open.tab}
          onClose={close}
          onRegister={go('register')}
          onForgot={go('forgot')}
        />
      );
    case 'register':
      return (
        <RegisterModal key={`register-${open.nonce}`} tab={open.tab} onClose={close} onLogin={go('login')} />
      );
    case 'forgot':
      return (
        <ForgotModal key={`forgot-${open.nonce}`} tab={open.tab} onClose={close} onLogin={go('login')} />
      );
    case 'change-password':
      return (
        <ChangePasswordModal
          key={`change-password-${open.nonce}`}
          forced={open.forced === true}
          onClose={() => {
            authStore.set(pendingLoginAtom, null);
            close();
          }}
        />
      );
    case 'verify':
      return <VerifyModal key={`verify-${open.nonce}`} onClose={close} onRestart={go('login')} />;
  }
}

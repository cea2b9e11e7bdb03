import { loginV2Call } from '@platform/shared-contracts/client';
import { Button, Icon, Skeleton, TextInput } from '@platform/shared-ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { AuthRoot, hasRemoteProps } from '../app/auth-root';
import { type AuthRemoteProps, useRemote } from '../app/remote-context';
import { useMessagePopup } from '../components/message-popup';
import { PasswordInput } from '../components/password-input';
import { asApiError, errorMessage, isCaptchaRequired } from '../errors/error-message';
import { readRemembered, remember } from '../features/login/remember-me';
import { useAuthText } from '../i18n/auth-i18n';
import { useFinishLogin } from '../session/finish-login';
import { authStore, loginHandoffAtom } from '../store';

/**
 * The header's login for logged-out visitors (spec section 2, Shell header): on wide screens a compact
 * username / password form beside the register button; on narrow screens two buttons that open the modals.
 */
export default function HeaderLogin(props: Partial<AuthRemoteProps>) {
  if (!hasRemoteProps(props)) return null;
  return (
    // Shaped like the host's own placeholder for this slot while the texts load.
    <AuthRoot props={props} fallback={<Skeleton width={160} height={36} />}>
      <HeaderLoginView />
    </AuthRoot>
  );
}

function HeaderLoginView() {
  const { t } = useAuthText();
  const { api, bus } = useRemote();
  const finishLogin = useFinishLogin();
  const popup = useMessagePopup('header-login-popup');
  const id = useId();
  const [username, setUsername] = useState(() => readRemembered()?.username ?? '');
  const [password, setPassword] = useState('');
  const [invalid, setInvalid] = useState<{ username?: boolean; password?: boolean }>({});
  const [busy, setBusy] = useState(false);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const secret = password.trim();
    setInvalid({ username: !name, password: !secret });
    if (!name) return usernameRef.current?.focus();
    if (!secret) return passwordRef.current?.focus();
    setBusy(true);
    try {
      const result = await api.call(loginV2Call, { type: 'username', username: name, password: secret });
      // The header has no "remember me" box: it only keeps a username the player already asked to keep.
      const kept = readRemembered();
      if (kept) remember({ ...kept, username: name });
      setPassword('');
      finishLogin(result, { kind: 'username', password: secret });
    } catch (error) {
      setPassword('');
      if (isCaptchaRequired(error)) {
        // The captcha needs room the header does not have: the login modal takes over, captcha shown.
        authStore.set(loginHandoffAtom, { username: name, captchaRequired: true });
        bus.emit('auth:open', { view: 'login', tab: 'username' });
      } else if (asApiError(error).code === 'WRONG_CREDENTIALS') {
        popup.show({ icon: 'warning', text: t('in_incorrect_password') });
      } else {
        popup.show({ icon: 'warning', text: errorMessage(t, error) });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="auth-header" data-testid="header-login">
      <form className="auth-header__form" onSubmit={submit} noValidate aria-label={t('login_title')}>
        <TextInput
          ref={usernameRef}
          id={`${id}-username`}
          className="auth-header__input"
          aria-label={t('field_username')}
          placeholder={t('field_username')}
          value={username}
          invalid={invalid.username}
          onChange={(e) => setUsername(e.target.value)}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          start={<Icon name="user" size={18} />}
        />
        <PasswordInput
          ref={passwordRef}
          id={`${id}-password`}
          className="auth-header__input"
          aria-label={t('field_password')}
          placeholder={t('field_password')}
          value={password}
          invalid={invalid.password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          start={<Icon name="lock" size={18} />}
        />
        <Button type="submit" size="sm" variant="secondary" loading={busy} data-testid="header-login-submit">
          {t('login_submit')}
        </Button>
      </form>
      <Button
        size="sm"
        variant="secondary"
        className="auth-header__open-login"
        onClick={() => bus.emit('auth:open', { view: 'login' })}
      >
        {t('login_submit')}
      </Button>
      <Button
        size="sm"
        variant="primary"
        className="auth-header__register"
        onClick={() => bus.emit('auth:open', { view: 'register' })}
      >
        {t('register_open')}
      </Button>
      {popup.element}
    </div>
  );
}

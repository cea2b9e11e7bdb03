import { loginV2Call } from '@platform/shared-contracts/client';
import { Button, Field, Icon, TextInput } from '@platform/shared-ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { asApiError, errorMessage } from '../../errors/error-message';
import { useAuthText } from '../../i18n/auth-i18n';
import { useFinishLogin } from '../../session/finish-login';
import { CaptchaField } from '../captcha/captcha-field';
import { useCaptcha } from '../captcha/use-captcha';

type Errors = Partial<Record<'username' | 'password' | 'captcha', string>>;

export interface UsernameLoginFormProps {
  initialUsername: string;
  /** The header login already learnt that this account needs the captcha. */
  captchaRequired: boolean;
  /** Called after the server accepted the credentials, to keep or forget the username. */
  onAccepted: (username: string) => void;
  /** Shown between the fields and the submit button (remember me, forgot password). */
  children?: ReactNode;
}

/** Username and password (spec section 4, Login; section 5: both required, trimmed; captcha when asked). */
export function UsernameLoginForm({
  initialUsername,
  captchaRequired,
  onAccepted,
  children,
}: UsernameLoginFormProps) {
  const { t } = useAuthText();
  const { api } = useRemote();
  const finishLogin = useFinishLogin();
  const captcha = useCaptcha(captchaRequired);
  const id = useId();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const secret = password.trim();
    const found: Errors = {};
    if (!name) found.username = t('input_cannot_be_empty');
    if (!secret) found.password = t('input_cannot_be_empty');
    if (captcha.shown && !captcha.answer.trim()) found.captcha = t('captcha_required');
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;

    setBusy(true);
    try {
      const result = await api.call(loginV2Call, {
        type: 'username',
        username: name,
        password: secret,
        ...captcha.fields(),
      });
      onAccepted(name);
      finishLogin(result, { kind: 'username', password: secret });
    } catch (error) {
      captcha.afterFailure(error);
      const { code } = asApiError(error);
      if (code === 'CAPTCHA_CHECK_FAILED') setErrors({ captcha: errorMessage(t, error) });
      else setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <Field label={t('field_username')} htmlFor={`${id}-username`} required error={errors.username}>
        <TextInput
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="username"
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          placeholder={t('ph_login_username')}
          start={<Icon name="user" />}
        />
      </Field>
      <Field label={t('field_password')} htmlFor={`${id}-password`} required error={errors.password}>
        <PasswordInput
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          placeholder={t('ph_login_password')}
          start={<Icon name="lock" />}
        />
      </Field>
      <CaptchaField id={`${id}-captcha`} captcha={captcha} error={errors.captcha} />
      {children}
      <FormAlert message={alert} />
      <Button type="submit" size="lg" block loading={busy} data-testid="login-submit">
        {t('login_submit')}
      </Button>
    </form>
  );
}

import { operatorLoginCall } from '@platform/shared-contracts/operator';
import { Button, Field, Select, TextInput } from '@platform/shared-ui';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../app/api-context';
import { CONSOLE_LANGUAGES, type ConsoleLanguage, useText } from '../../i18n/console-i18n';
import { ErrorMessage } from '../../lib/error-message';
import { fieldErrors } from '../../lib/field-errors';
import { useSession } from '../../session/session-context';

/** Username, password and the 6-digit code of the operator's authenticator app. */
export function LoginScreen({ onLanguage }: { onLanguage(language: ConsoleLanguage): void }) {
  const { t, language } = useText();
  const api = useApi();
  const { signIn } = useSession();
  const [form, setForm] = useState({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { ...form, username: form.username.trim(), code: form.code.trim() };
    const found = fieldErrors(operatorLoginCall.request, input, t);
    setErrors(found ?? {});
    if (found) return;
    setBusy(true);
    setFailure(null);
    try {
      const { token } = await api.call(operatorLoginCall, input);
      await signIn(token);
    } catch (error) {
      setFailure(error);
      // A code works once: the operator types the next one.
      setForm((current) => ({ ...current, code: '' }));
      setBusy(false);
    }
  };

  const set = (field: keyof typeof form) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setForm((current) => ({ ...current, [field]: value }));
  };

  return (
    <main className="ops-login">
      <form className="ops-login__card" onSubmit={submit} noValidate>
        <div className="ops-login__top">
          <h1>{t('console_title')}</h1>
          <Select
            aria-label={t('language')}
            value={language}
            options={CONSOLE_LANGUAGES.map((code) => ({ value: code, label: t(`language_${code}`) }))}
            onChange={(event) => onLanguage(event.currentTarget.value as ConsoleLanguage)}
          />
        </div>
        <p className="ops-muted">{t('login_intro')}</p>
        <Field label={t('username')} htmlFor="ops-username" required error={errors.username}>
          <TextInput
            id="ops-username"
            autoComplete="username"
            value={form.username}
            onChange={set('username')}
          />
        </Field>
        <Field label={t('password')} htmlFor="ops-password" required error={errors.password}>
          <TextInput
            id="ops-password"
            type="password"
            autoComplete="current-password"
            value={form.password}
            onChange={set('password')}
          />
        </Field>
        <Field label={t('totp_code')} htmlFor="ops-code" required error={errors.code} hint={t('totp_hint')}>
          <TextInput
            id="ops-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={form.code}
            onChange={set('code')}
          />
        </Field>
        <ErrorMessage error={failure} />
        <Button type="submit" block loading={busy}>
          {t('sign_in')}
        </Button>
      </form>
    </main>
  );
}

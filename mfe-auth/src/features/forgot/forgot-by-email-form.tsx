import { checkFieldValue, forgotPasswordByEmailCall, PATTERN } from '@platform/shared-contracts/client';
import { Button, Field, Icon, TextInput } from '@platform/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { errorMessage, fieldFailureMessage } from '../../errors/error-message';
import { useAuthText } from '../../i18n/auth-i18n';
import { requiredRule } from '../../lib/field-rules';
import { ForgotEmailCodeStep } from './forgot-email-code-step';

type FieldName = 'username' | 'email';

/**
 * Forgot by email (spec sections 4 and 5): username and email, each by its rule; a one-time code is mailed, and
 * with it the member sets a new password (the second step). No password ever travels by mail.
 */
export function ForgotByEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useAuthText();
  const { api, permission } = useRemote();
  const id = useId();
  const rules = {
    username: requiredRule(permission.register, 'username', PATTERN.LETTER_FIRST_ALNUM),
    email: requiredRule(permission.register, 'email', PATTERN.EMAIL, 'email'),
  };
  const [values, setValues] = useState<Record<FieldName, string>>({ username: '', email: '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<{ username: string; email: string } | null>(null);

  const check = (name: FieldName): string | undefined => {
    const failure = checkFieldValue(rules[name], values[name].trim());
    return failure ? fieldFailureMessage(t, failure, rules[name]) : undefined;
  };
  const blur = (name: FieldName) => () => {
    if (values[name] !== '') setErrors((e) => ({ ...e, [name]: check(name) }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = { username: check('username'), email: check('email') };
    setErrors(found);
    setAlert(null);
    if (found.username || found.email) return;
    setBusy(true);
    try {
      const account = { username: values.username.trim(), email: values.email.trim() };
      await api.call(forgotPasswordByEmailCall, account);
      setSentTo(account);
    } catch (error) {
      setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) return <ForgotEmailCodeStep account={sentTo} onBack={() => setSentTo(null)} onDone={onDone} />;

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">{t('forgot_email_lead')}</p>
      <Field label={t('field_username')} htmlFor={`${id}-username`} required error={errors.username}>
        <TextInput
          value={values.username}
          onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))}
          onBlur={blur('username')}
          autoComplete="username"
          autoCapitalize="off"
          start={<Icon name="user" />}
        />
      </Field>
      <Field label={t('field_email')} htmlFor={`${id}-email`} required error={errors.email}>
        <TextInput
          type="email"
          value={values.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
          onBlur={blur('email')}
          autoComplete="email"
          placeholder={t('ph_email')}
          start={<Icon name="mail" />}
        />
      </Field>
      <FormAlert message={alert} />
      <Button type="submit" size="lg" block loading={busy} data-testid="forgot-email-submit">
        {t('forgot_email_submit')}
      </Button>
    </form>
  );
}

import { bindEmailCall } from '@platform/shared-contracts';
import { Button, Field, TextInput } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { checkAll, requiredProblem } from '../../lib/field-checks';
import { useForm } from '../../lib/use-form';
import { emailProblem } from './security-rules';

/** Bind (or change) the email; the login password proves it is the member. */
export function BindEmailForm({ onDone }: { onDone: () => void }) {
  const { t } = useMemberText();
  const { api } = useRemote();
  const id = useId();
  const form = useForm(t, { email: '', password: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(
      checkAll({ email: emailProblem(values.email), password: requiredProblem(values.password) }),
      async () => {
        await api.call(bindEmailCall, { email: values.email.trim(), password: values.password });
        onDone();
      },
      (error) => {
        const code = errorCode(error);
        if (code === 'OLD_PASSWORD_WRONG') form.fieldError('password', t('login_password_wrong'));
        else if (code === 'CREDENTIAL_FORMAT_INCORRECT') form.fieldError('email', errorMessage(t, error));
        else return false;
        return true;
      },
    );
  };

  return (
    <form className="mc-form" onSubmit={onSubmit} noValidate data-testid="bind-email-form">
      <Field label={t('email')} htmlFor={`${id}-email`} required error={errors.email}>
        <TextInput
          type="email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => form.set('email')(e.target.value)}
          placeholder="name@example.com"
        />
      </Field>
      <Field label={t('login_password')} htmlFor={`${id}-password`} required error={errors.password}>
        <PasswordInput
          value={values.password}
          onChange={(e) => form.set('password')(e.target.value)}
          autoComplete="current-password"
        />
      </Field>
      <FormAlert message={form.alert} />
      <Button type="submit" block loading={form.busy}>
        {t('save')}
      </Button>
    </form>
  );
}

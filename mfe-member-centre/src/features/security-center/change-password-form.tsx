import { changePasswordCall, passwordRuleOf } from '@platform/shared-contracts/client';
import { Button, Field } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput } from '../../components/password-input';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { checkAll, confirmProblem, requiredProblem } from '../../lib/field-checks';
import { useForm } from '../../lib/use-form';
import { newPasswordProblem, passwordHint } from './security-rules';

/** Change the login password: current, new (the merchant's rule) and the new one again (spec section 5). */
export function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useMemberText();
  const { api, permission } = useRemote();
  const id = useId();
  const rule = passwordRuleOf(permission.register);
  const form = useForm(t, { oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(
      checkAll({
        oldPassword: requiredProblem(values.oldPassword),
        newPassword: newPasswordProblem(rule, values.newPassword, values.oldPassword),
        confirmNewPassword: confirmProblem(values.newPassword, values.confirmNewPassword),
      }),
      async () => {
        await api.call(changePasswordCall, values);
        onDone();
      },
      (error) => {
        const code = errorCode(error);
        if (code === 'OLD_PASSWORD_WRONG') form.fieldError('oldPassword', errorMessage(t, error));
        else if (code === 'PASSWORDS_DIFFER') form.fieldError('confirmNewPassword', errorMessage(t, error));
        else return false;
        return true;
      },
    );
  };

  return (
    <form
      ref={form.ref}
      className="mc-form"
      onSubmit={onSubmit}
      noValidate
      data-testid="change-password-form"
    >
      <Field label={t('password_old')} htmlFor={`${id}-old`} required error={errors.oldPassword}>
        <PasswordInput
          value={values.oldPassword}
          onChange={(e) => form.set('oldPassword')(e.target.value)}
          autoComplete="current-password"
        />
      </Field>
      <Field
        label={t('password_new')}
        htmlFor={`${id}-new`}
        required
        error={errors.newPassword}
        hint={passwordHint(t, rule)}
      >
        <PasswordInput
          value={values.newPassword}
          onChange={(e) => form.set('newPassword')(e.target.value)}
          autoComplete="new-password"
        />
      </Field>
      <Field
        label={t('password_confirm')}
        htmlFor={`${id}-confirm`}
        required
        error={errors.confirmNewPassword}
      >
        <PasswordInput
          value={values.confirmNewPassword}
          onChange={(e) => form.set('confirmNewPassword')(e.target.value)}
          autoComplete="new-password"
        />
      </Field>
      <FormAlert message={form.alert} />
      <Button type="submit" block loading={form.busy}>
        {t('save')}
      </Button>
    </form>
  );
}

import { setPaymentPasswordCall } from '@platform/shared-contracts';
import { Button, Field } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { PasswordInput, PaymentPasswordInput } from '../../components/password-input';
import { errorCode } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { checkAll, confirmProblem, paymentPasswordProblem, requiredProblem } from '../../lib/field-checks';
import { useForm } from '../../lib/use-form';

/** Set (or change) the six-digit payment password; the login password proves it is the member. */
export function PaymentPasswordForm({ onDone }: { onDone: () => void }) {
  const { t } = useMemberText();
  const { api } = useRemote();
  const id = useId();
  const form = useForm(t, { password: '', paymentPassword: '', confirmPaymentPassword: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(
      checkAll({
        password: requiredProblem(values.password),
        paymentPassword: paymentPasswordProblem(values.paymentPassword),
        confirmPaymentPassword:
          confirmProblem(values.paymentPassword, values.confirmPaymentPassword) ??
          paymentPasswordProblem(values.confirmPaymentPassword),
      }),
      async () => {
        await api.call(setPaymentPasswordCall, values);
        onDone();
      },
      (error) => {
        const code = errorCode(error);
        if (code === 'OLD_PASSWORD_WRONG') form.fieldError('password', t('login_password_wrong'));
        else if (code === 'PASSWORDS_DIFFER')
          form.fieldError('confirmPaymentPassword', t('entries_inconsistent'));
        else return false;
        return true;
      },
    );
  };

  return (
    <form className="mc-form" onSubmit={onSubmit} noValidate data-testid="payment-password-form">
      <Field label={t('login_password')} htmlFor={`${id}-password`} required error={errors.password}>
        <PasswordInput
          value={values.password}
          onChange={(e) => form.set('password')(e.target.value)}
          autoComplete="current-password"
        />
      </Field>
      <Field
        label={t('payment_password')}
        htmlFor={`${id}-payment`}
        required
        error={errors.paymentPassword}
        hint={t('payment_password_hint')}
      >
        <PaymentPasswordInput value={values.paymentPassword} onChange={form.set('paymentPassword')} />
      </Field>
      <Field
        label={t('payment_password_confirm')}
        htmlFor={`${id}-payment-confirm`}
        required
        error={errors.confirmPaymentPassword}
      >
        <PaymentPasswordInput
          value={values.confirmPaymentPassword}
          onChange={form.set('confirmPaymentPassword')}
        />
      </Field>
      <FormAlert message={form.alert} />
      <Button type="submit" block loading={form.busy}>
        {t('save')}
      </Button>
    </form>
  );
}

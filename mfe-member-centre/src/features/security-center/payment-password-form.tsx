import { setPaymentPasswordCall } from '@platform/shared-contracts/payment-calls';
import { Button, Field } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { PaymentPasswordInput } from '../../components/password-input';
import { errorCode } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { checkAll, confirmProblem, paymentPasswordProblem } from '../../lib/field-checks';
import { useForm } from '../../lib/use-form';
import { placeProofRefusal, proofFields, proofProblems, SecurityProofFields } from './security-proof';

/** Set (or change) the six-digit payment password; the login password and the security code prove it is the member. */
export function PaymentPasswordForm({ contact, onDone }: { contact: string | null; onDone: () => void }) {
  const { t } = useMemberText();
  const { api } = useRemote();
  const id = useId();
  const form = useForm(t, {
    password: '',
    securityCode: '',
    paymentPassword: '',
    confirmPaymentPassword: '',
  });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(
      checkAll({
        ...proofProblems(values, contact),
        paymentPassword: paymentPasswordProblem(values.paymentPassword),
        confirmPaymentPassword:
          confirmProblem(values.paymentPassword, values.confirmPaymentPassword) ??
          paymentPasswordProblem(values.confirmPaymentPassword),
      }),
      async () => {
        await api.call(setPaymentPasswordCall, {
          ...proofFields(values, contact),
          paymentPassword: values.paymentPassword,
          confirmPaymentPassword: values.confirmPaymentPassword,
        });
        onDone();
      },
      (error) => {
        const code = errorCode(error);
        if (placeProofRefusal(t, error, form.fieldError)) return true;
        if (code === 'PASSWORDS_DIFFER') form.fieldError('confirmPaymentPassword', t('entries_inconsistent'));
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
      data-testid="payment-password-form"
    >
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
      <SecurityProofFields id={id} contact={contact} values={values} errors={errors} set={form.set} />
      <FormAlert message={form.alert} />
      <Button type="submit" block loading={form.busy}>
        {t('save')}
      </Button>
    </form>
  );
}

import { bindEmailCall } from '@platform/shared-contracts/payment-calls';
import { Button, Field, TextInput } from '@platform/shared-ui';
import { type FormEvent, useId } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { checkAll } from '../../lib/field-checks';
import { useForm } from '../../lib/use-form';
import { placeProofRefusal, proofFields, proofProblems, SecurityProofFields } from './security-proof';
import { emailProblem } from './security-rules';

/** Bind (or change) the email; the login password and the security code prove it is the member. */
export function BindEmailForm({ contact, onDone }: { contact: string | null; onDone: () => void }) {
  const { t } = useMemberText();
  const { api } = useRemote();
  const id = useId();
  const form = useForm(t, { email: '', password: '', securityCode: '' });
  const { values, errors } = form;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(
      checkAll({ email: emailProblem(values.email), ...proofProblems(values, contact) }),
      async () => {
        await api.call(bindEmailCall, { email: values.email.trim(), ...proofFields(values, contact) });
        onDone();
      },
      (error) => {
        const code = errorCode(error);
        if (placeProofRefusal(t, error, form.fieldError)) return true;
        if (code === 'CREDENTIAL_FORMAT_INCORRECT') form.fieldError('email', errorMessage(t, error));
        else return false;
        return true;
      },
    );
  };

  return (
    <form ref={form.ref} className="mc-form" onSubmit={onSubmit} noValidate data-testid="bind-email-form">
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
      <SecurityProofFields id={id} contact={contact} values={values} errors={errors} set={form.set} />
      <FormAlert message={form.alert} />
      <Button type="submit" block loading={form.busy}>
        {t('save')}
      </Button>
    </form>
  );
}

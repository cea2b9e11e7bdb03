import { passwordRuleOf, setPasswordByEmailCall } from '@platform/shared-contracts/client';
import { Button } from '@platform/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordField } from '../../components/new-password-field';
import { detailsToFieldErrors, errorMessage, isCodeError } from '../../errors/error-message';
import { useAuthText } from '../../i18n/auth-i18n';
import { newPasswordProblem } from '../../lib/password-check';
import { CodeField } from '../sms-code/verification-code-field';

type FieldName = 'verificationCode' | 'newPassword';
type Errors = Partial<Record<FieldName, string>>;

/**
 * The second step of forgot by email: the mailed one-time code and a new password by the password rule. On
 * success the host's popup confirms it and the modal closes (spec section 4); the member then logs in.
 */
export function ForgotEmailCodeStep({
  account,
  onBack,
  onDone,
}: {
  account: { username: string; email: string };
  onBack: () => void;
  onDone: () => void;
}) {
  const { t } = useAuthText();
  const { api, permission, bus } = useRemote();
  const id = useId();
  const rule = passwordRuleOf(permission.register);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = {
      verificationCode: code.trim() ? undefined : t('code_required'),
      newPassword: newPasswordProblem(t, rule, password) ?? undefined,
    };
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await api.call(setPasswordByEmailCall, {
        ...account,
        verificationCode: code.trim(),
        newPassword: password,
      });
      // The modal closes at once, so the confirmation is the host's global popup.
      bus.emit('popup:show', {
        icon: 'success',
        title: t('forgot_email_sent_title'),
        text: t('forgot_email_sent'),
      });
      onDone();
    } catch (error) {
      const fields = detailsToFieldErrors(t, error, ['verificationCode', 'newPassword'], () => rule);
      if (fields) setErrors(fields);
      else if (isCodeError(error)) setErrors({ verificationCode: errorMessage(t, error) });
      else setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">{t('forgot_email_code_lead', { email: account.email })}</p>
      <CodeField id={`${id}-code`} value={code} onChange={setCode} error={errors.verificationCode} />
      <NewPasswordField
        id={`${id}-password`}
        rule={rule}
        value={password}
        onChange={setPassword}
        error={errors.newPassword}
        onError={(problem) => setErrors((e) => ({ ...e, newPassword: problem }))}
      />
      <FormAlert message={alert} />
      <Button type="submit" size="lg" block loading={busy} data-testid="forgot-email-reset-submit">
        {t('forgot_email_reset_submit')}
      </Button>
      <Button type="button" variant="secondary" block onClick={onBack}>
        {t('forgot_email_back')}
      </Button>
    </form>
  );
}

import {
  loginCall,
  mobileFailure,
  passwordRuleOf,
  setPasswordByPhoneCall,
  smsNoLoginCall,
} from '@platform/shared-contracts/client';
import { Button } from '@platform/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { NewPasswordField } from '../../components/new-password-field';
import { detailsToFieldErrors, errorMessage, isCodeError, isPhoneError } from '../../errors/error-message';
import { useAuthText } from '../../i18n/auth-i18n';
import { newPasswordProblem } from '../../lib/password-check';
import { useFinishLogin } from '../../session/finish-login';
import { PhoneCodeFields } from '../sms-code/phone-code-fields';

type FieldName = 'mobileNum' | 'verificationCode' | 'newPassword' | 'captcha';
type Errors = Partial<Record<FieldName, string>>;

/**
 * Forgot by phone (spec sections 4 and 5; CHNGPASSVERIF3): mobile, SMS code and a new password by the
 * password rule; then it logs in with the account the server answers and the new password, and goes home.
 */
export function ForgotByPhoneForm() {
  const { t } = useAuthText();
  const { api, permission, navigate } = useRemote();
  const finishLogin = useFinishLogin();
  const id = useId();
  const rule = passwordRuleOf(permission.register);
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const phone = mobileFailure(mobile, dialingCode);
    const found: Errors = {
      mobileNum: phone ? t(phone) : undefined,
      verificationCode: code.trim() ? undefined : t('code_required'),
      newPassword: newPasswordProblem(t, rule, password) ?? undefined,
    };
    setErrors(found);
    setAlert(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      const { username } = await api.call(setPasswordByPhoneCall, {
        newPassword: password,
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
      });
      try {
        const result = await api.call(loginCall, { username, password });
        finishLogin(result, { kind: 'reset', password });
        navigate('/');
      } catch (error) {
        // The password is changed; only the automatic login failed, so the player logs in by hand.
        setAlert(`${t('forgot_phone_done_login_failed')} ${errorMessage(t, error)}`);
      }
    } catch (error) {
      const fields = detailsToFieldErrors(
        t,
        error,
        ['mobileNum', 'verificationCode', 'newPassword'],
        () => rule,
      );
      if (fields) setErrors(fields);
      else if (isCodeError(error)) setErrors({ verificationCode: errorMessage(t, error) });
      else if (isPhoneError(error)) setErrors({ mobileNum: errorMessage(t, error) });
      else setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-lead">{t('forgot_phone_lead')}</p>
      <PhoneCodeFields
        id={id}
        dialingCode={dialingCode}
        onDialingCodeChange={setDialingCode}
        mobile={mobile}
        onMobileChange={setMobile}
        code={code}
        onCodeChange={setCode}
        errors={errors}
        setErrors={setErrors}
        requestCode={(request) => api.call(smsNoLoginCall, request)}
        scope="reset"
      />
      <NewPasswordField
        id={`${id}-password`}
        rule={rule}
        value={password}
        onChange={setPassword}
        error={errors.newPassword}
        onError={(problem) => setErrors((e) => ({ ...e, newPassword: problem }))}
      />
      <FormAlert message={alert} />
      <Button type="submit" size="lg" block loading={busy} data-testid="forgot-phone-submit">
        {t('forgot_phone_submit')}
      </Button>
    </form>
  );
}

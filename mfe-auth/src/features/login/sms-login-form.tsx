import { loginCodeCall, loginV2Call, mobileFailure } from '@platform/shared-contracts/client';
import { Button } from '@platform/shared-ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { FormAlert } from '../../components/form-alert';
import { errorMessage, isCodeError, isPhoneError } from '../../errors/error-message';
import { useAuthText } from '../../i18n/auth-i18n';
import { useFinishLogin } from '../../session/finish-login';
import { PhoneCodeFields } from '../sms-code/phone-code-fields';

type Errors = Partial<Record<'mobileNum' | 'verificationCode' | 'captcha', string>>;

export interface SmsLoginFormProps {
  onAccepted: () => void;
  children?: ReactNode;
}

/**
 * Mobile and SMS code (spec section 4, Login; MOBILEVERCODELOGIN3). No captcha on the login itself: the code
 * proves the phone. The code request asks for one only when the merchant's human check refuses without it.
 */
export function SmsLoginForm({ onAccepted, children }: SmsLoginFormProps) {
  const { t } = useAuthText();
  const { api } = useRemote();
  const finishLogin = useFinishLogin();
  const id = useId();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = mobileFailure(mobile, dialingCode);
    const found: Errors = {};
    if (problem) found.mobileNum = t(problem);
    if (!code.trim()) found.verificationCode = t('code_required');
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const result = await api.call(loginV2Call, {
        type: 'sms',
        mobileNum: mobile.trim(),
        countryDialingCode: dialingCode,
        verificationCode: code.trim(),
      });
      onAccepted();
      finishLogin(result, { kind: 'sms', password: null });
    } catch (error) {
      if (isCodeError(error)) setErrors({ verificationCode: errorMessage(t, error) });
      else if (isPhoneError(error)) setErrors({ mobileNum: errorMessage(t, error) });
      else setAlert(errorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
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
        requestCode={(request) => api.call(loginCodeCall, request)}
        scope="login"
      />
      {children}
      <FormAlert message={alert} />
      <Button type="submit" size="lg" block loading={busy} data-testid="login-submit">
        {t('login_submit')}
      </Button>
    </form>
  );
}

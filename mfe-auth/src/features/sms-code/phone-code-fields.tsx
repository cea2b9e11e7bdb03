import { mobileFailure } from '@platform/shared-contracts/client';
import { Field } from '@platform/shared-ui';
import type { Dispatch, SetStateAction } from 'react';
import { PhoneInput } from '../../components/phone-input';
import { useAuthText } from '../../i18n/auth-i18n';
import { CaptchaField } from '../captcha/captcha-field';
import { useCaptcha } from '../captcha/use-captcha';
import { VerificationCodeField } from './verification-code-field';

/** The errors the phone and code block shows; a form's own error record may hold more fields. */
export type PhoneCodeErrors = Partial<Record<'mobileNum' | 'verificationCode' | 'captcha', string>>;

/** The body of an SMS code request: the phone, plus the human check while the captcha box is shown. */
export interface PhoneCodeRequest {
  mobileNum: string;
  countryDialingCode: string;
  captchaId?: string;
  captcha?: string;
}

export interface PhoneCodeFieldsProps<E extends PhoneCodeErrors> {
  /** Prefix for the inputs' ids (`-mobile`, `-captcha`, `-code`). */
  id: string;
  dialingCode: string;
  onDialingCodeChange: (dialingCode: string) => void;
  mobile: string;
  onMobileChange: (mobile: string) => void;
  code: string;
  onCodeChange: (code: string) => void;
  errors: E;
  setErrors: Dispatch<SetStateAction<E>>;
  /** Asks the server to send the code, e.g. `(body) => api.call(loginCodeCall, body)`. */
  requestCode: (request: PhoneCodeRequest) => Promise<{ expiredMinutes: number }>;
  /** The send button's countdown scope ('login', 'reset', ...). */
  scope: string;
}

/**
 * Mobile number, the captcha that appears on demand, and the SMS code with its send button: the phone is
 * checked on blur and before a send; a shown captcha must be answered before a send and is renewed after it.
 */
export function PhoneCodeFields<E extends PhoneCodeErrors>({
  id,
  dialingCode,
  onDialingCodeChange,
  mobile,
  onMobileChange,
  code,
  onCodeChange,
  errors,
  setErrors,
  requestCode,
  scope,
}: PhoneCodeFieldsProps<E>) {
  const { t } = useAuthText();
  const captcha = useCaptcha(false);

  const checkPhone = (): boolean => {
    const problem = mobileFailure(mobile, dialingCode);
    setErrors((e) => ({ ...e, mobileNum: problem ? t(problem) : undefined }));
    return problem === null;
  };

  const sendCode = async () => {
    if (!checkPhone()) return null;
    if (captcha.shown && !captcha.answer.trim()) {
      setErrors((e) => ({ ...e, captcha: t('captcha_required') }));
      return null;
    }
    const sent = await requestCode({
      mobileNum: mobile.trim(),
      countryDialingCode: dialingCode,
      ...captcha.fields(),
    });
    captcha.renew();
    return sent;
  };

  return (
    <>
      <Field label={t('field_mobileNum')} htmlFor={`${id}-mobile`} required error={errors.mobileNum}>
        <PhoneInput
          id={`${id}-mobile`}
          dialingCode={dialingCode}
          onDialingCodeChange={onDialingCodeChange}
          value={mobile}
          onChange={onMobileChange}
          onBlur={() => {
            if (mobile) checkPhone();
          }}
          placeholder={t('ph_mobileNum')}
        />
      </Field>
      <CaptchaField id={`${id}-captcha`} captcha={captcha} error={errors.captcha} />
      <VerificationCodeField
        id={`${id}-code`}
        value={code}
        onChange={onCodeChange}
        error={errors.verificationCode}
        send={sendCode}
        scope={scope}
        onFailure={captcha.afterFailure}
      />
    </>
  );
}

import { countryCodeCall, LIMITS, smsRegisterCall } from '@platform/shared-contracts/client';
import { bindMobileCall } from '@platform/shared-contracts/payment-calls';
import { Button, Field, Icon, IconButton, Select, TextInput, useCountdown } from '@platform/shared-ui';
import { type FormEvent, useEffect, useId } from 'react';
import { useRemote } from '../../app/remote-context';
import { CodeInput } from '../../components/code-input';
import { FormAlert } from '../../components/form-alert';
import { errorCode, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { checkAll, requiredProblem } from '../../lib/field-checks';
import { useRead } from '../../lib/use-call';
import { useForm } from '../../lib/use-form';
import { smsResendAtAtom, useCentreAtom } from '../../store';
import { placeProofRefusal, proofFields, proofProblems, SecurityProofFields } from './security-proof';
import { mobileProblem } from './security-rules';
import { useCaptcha } from './use-captcha';

const PHONE_ERRORS = new Set(['PHONE_FORMAT_INVALID', 'PHONE_MISSING', 'MOBILE_EXISTS']);
const CODE_ERRORS = new Set([
  'VERIFICATION_CODE_INVALID',
  'VERIFICATION_CODE_EXPIRED',
  'VERIFICATION_CODE_MISSING',
]);

/**
 * Bind (or change) the mobile: the number, a code sent to it (the register code, which refuses a number another
 * account uses), then the code. The send button counts down 60 s per minute of the code's life (spec section 4).
 */
export function BindMobileForm({ contact, onDone }: { contact: string | null; onDone: () => void }) {
  const { t } = useMemberText();
  const { api } = useRemote();
  const id = useId();
  const codes = useRead(countryCodeCall, {});
  const form = useForm(t, {
    countryDialingCode: '',
    mobileNum: '',
    verificationCode: '',
    captcha: '',
    password: '',
    securityCode: '',
  });
  const { values, errors } = form;
  const captcha = useCaptcha();
  const countdown = useCountdown();
  const [resendAt, setResendAt] = useCentreAtom(smsResendAtAtom);
  const { startUntil } = countdown;

  const firstCode = codes.status === 'ready' ? codes.data[0]?.countryDialingCode : undefined;
  useEffect(() => {
    if (firstCode && !values.countryDialingCode) form.set('countryDialingCode')(firstCode);
  }, [firstCode, values.countryDialingCode, form.set]);
  useEffect(() => {
    if (resendAt !== null && resendAt > Date.now()) startUntil(resendAt);
  }, [resendAt, startUntil]);

  const phone = () => ({ mobileNum: values.mobileNum.trim(), countryDialingCode: values.countryDialingCode });

  const sendCode = () =>
    form.send(
      checkAll({
        mobileNum: mobileProblem(values.mobileNum, values.countryDialingCode),
        captcha: captcha.shown ? requiredProblem(captcha.answer) : null,
      }),
      async () => {
        const { mobileNum, countryDialingCode } = phone();
        const sent = await api.call(smsRegisterCall, {
          mobileNo: mobileNum,
          countryDialingCode,
          regType: 'MOBILE',
          ...captcha.fields(),
        });
        captcha.renew();
        setResendAt(Date.now() + sent.expiredMinutes * LIMITS.smsCountdownSecondsPerExpiryMinute * 1000);
      },
      (error) => {
        captcha.renew();
        const code = errorCode(error);
        if (code === 'CAPTCHA_CHECK_FAILED') {
          if (!captcha.shown) captcha.demand();
          else form.fieldError('captcha', errorMessage(t, error));
        } else if (PHONE_ERRORS.has(code)) form.fieldError('mobileNum', errorMessage(t, error));
        else return false;
        return true;
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void form.send(
      checkAll({
        mobileNum: mobileProblem(values.mobileNum, values.countryDialingCode),
        verificationCode: requiredProblem(values.verificationCode),
        ...proofProblems(values, contact),
      }),
      async () => {
        await api.call(bindMobileCall, {
          ...phone(),
          verificationCode: values.verificationCode.trim(),
          ...proofFields(values, contact),
        });
        setResendAt(null);
        onDone();
      },
      (error) => {
        const code = errorCode(error);
        if (placeProofRefusal(t, error, form.fieldError)) return true;
        if (CODE_ERRORS.has(code)) form.fieldError('verificationCode', errorMessage(t, error));
        else if (PHONE_ERRORS.has(code)) form.fieldError('mobileNum', errorMessage(t, error));
        else return false;
        return true;
      },
    );
  };

  const dialingCodes = codes.status === 'ready' ? codes.data : [];
  return (
    <form ref={form.ref} className="mc-form" onSubmit={onSubmit} noValidate data-testid="bind-mobile-form">
      <Field label={t('mobile')} htmlFor={`${id}-mobile`} required error={errors.mobileNum}>
        <div className="mc-phone">
          <Select
            id={`${id}-country`}
            className="mc-phone__code"
            invalid={false}
            aria-label={t('country_code')}
            value={values.countryDialingCode}
            disabled={dialingCodes.length === 0}
            onChange={(e) => form.set('countryDialingCode')(e.target.value)}
            options={dialingCodes.map((c) => ({
              value: c.countryDialingCode,
              label: `+${c.countryDialingCode} ${c.countryCode}`,
            }))}
          />
          <TextInput
            id={`${id}-mobile`}
            className="mc-phone__number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={values.mobileNum}
            onChange={(e) => form.set('mobileNum')(e.target.value.replace(/\D/g, ''))}
          />
        </div>
      </Field>
      {captcha.shown && (
        <Field label={t('captcha')} htmlFor={`${id}-captcha`} required error={errors.captcha}>
          <div className="mc-captcha">
            <TextInput
              autoComplete="off"
              value={captcha.answer}
              onChange={(e) => {
                captcha.setAnswer(e.target.value);
                form.set('captcha')(e.target.value);
              }}
            />
            {captcha.image && (
              <img className="mc-captcha__image" src={captcha.image} alt={t('captcha_image')} />
            )}
            <IconButton label={t('captcha_refresh')} onClick={captcha.refresh}>
              <Icon name="refresh" />
            </IconButton>
          </div>
        </Field>
      )}
      <Field label={t('verification_code')} htmlFor={`${id}-code`} required error={errors.verificationCode}>
        <CodeInput
          value={values.verificationCode}
          onChange={form.set('verificationCode')}
          countdown={countdown}
          onSend={() => void sendCode()}
          sendTestId="send-code"
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

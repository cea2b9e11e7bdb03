import {
  affiliateCheckCall,
  mobileFailure,
  PATTERN,
  type RegistrationPayload,
  registerCall,
  registerMobileCall,
  smsRegisterCall,
} from '@platform/shared-contracts/client';
import { Button, Checkbox, Field, TextInput } from '@platform/shared-ui';
import { type FormEvent, Fragment, useId, useMemo, useState } from 'react';
import { isSwitchOn, useRemote } from '../../app/remote-context';
import { useMessagePopup } from '../../components/message-popup';
import { PasswordInput } from '../../components/password-input';
import { PhoneInput } from '../../components/phone-input';
import {
  asApiError,
  detailsToFieldErrors,
  errorMessage,
  fieldFailureMessage,
  fieldReasonMessage,
} from '../../errors/error-message';
import { type AuthKey, type AuthT, useAuthText } from '../../i18n/auth-i18n';
import { ruleHint, rulePlaceholder } from '../../lib/rule-hint';
import { useFinishLogin } from '../../session/finish-login';
import { CaptchaField } from '../captcha/captcha-field';
import { useCaptcha } from '../captcha/use-captcha';
import { VerificationCodeField } from '../sms-code/verification-code-field';
import { forgetReferralCode, isReferralRefusal, usableReferralCode } from './referral-code';
import {
  type AffiliateState,
  checkRegisterField,
  type FieldProblem,
  type FormFieldName,
  type RegisterField,
  type RegisterTab,
  registerFields,
} from './register-fields';

const LABELS: Record<FormFieldName, AuthKey> = {
  username: 'field_username',
  password: 'field_password',
  confirmPassword: 'field_confirmPassword',
  payeeName: 'field_payeeName',
  email: 'field_email',
  qqNum: 'field_qqNum',
  mobileNum: 'field_mobileNum',
  recommenderId: 'field_recommenderId',
  affiliateCode: 'field_affiliateCode',
  paymentPassword: 'field_paymentPassword',
  line: 'field_line',
  whatsapp: 'field_whatsapp',
  facebook: 'field_facebook',
  wechat: 'field_wechat',
  idNumber: 'field_idNumber',
};

const AUTOCOMPLETE: Partial<Record<FormFieldName, string>> = {
  username: 'username',
  password: 'new-password',
  confirmPassword: 'new-password',
  paymentPassword: 'off',
  payeeName: 'name',
  email: 'email',
  whatsapp: 'tel',
};

function labelOf(t: AuthT, field: string): string {
  return Object.hasOwn(LABELS, field) ? t(LABELS[field as FormFieldName]) : field;
}

/**
 * The spec's message for a field's problem (section 5): a password's length or letters answer with its whole rule
 * ("6-20 characters, letters or digits"), a real name in the wrong form says so by name.
 */
function problemMessage(t: AuthT, problem: FieldProblem, field: RegisterField): string {
  if (problem.kind === 'mismatch') return t('entries_inconsistent');
  if (problem.kind === 'phone-format') return t('phone_format_incorrect');
  const { reason } = problem.failure;
  if (field.name === 'payeeName' && reason === 'pattern') return t('real_name_format_incorrect');
  if (field.name === 'password' && reason !== 'required')
    return ruleHint(t, field.rule) || t('format_incorrect');
  return fieldFailureMessage(t, problem.failure, field.rule);
}

type ExtraField = 'verificationCode' | 'captcha' | 'agreement';
type Errors = Partial<Record<FormFieldName | ExtraField, string>>;

export interface RegisterFormProps {
  tab: RegisterTab;
  affiliate: AffiliateState;
}

/**
 * The registration form of one tab (spec sections 3-5): the server's enabled fields in its order, each
 * checked on blur and on submit; the SMS code when REGMOBVERF3 is on or on the mobile tab; the captcha when
 * the merchant asks; the age agreement. On success the new member is logged in and the site goes home.
 */
export function RegisterForm({ tab, affiliate }: RegisterFormProps) {
  const { t } = useAuthText();
  const { api, permission, query, navigate } = useRemote();
  const finishLogin = useFinishLogin();
  const id = useId();
  const settings = permission.register;
  const directRegistration = isSwitchOn(permission, 'DIRECTREG3');
  const fields = useMemo(
    () => registerFields(settings, tab, { directRegistration }, affiliate),
    [settings, tab, directRegistration, affiliate],
  );
  const hasMobile = fields.some((f) => f.name === 'mobileNum');
  const smsCode = hasMobile && (tab === 'mobile' || isSwitchOn(permission, 'REGMOBVERF3'));
  const captcha = useCaptcha(settings.captchaRequired);
  const popup = useMessagePopup();

  const [values, setValues] = useState<Partial<Record<FormFieldName, string>>>(() =>
    affiliate.urlCodeRefused && affiliate.urlCode ? { affiliateCode: affiliate.urlCode } : {},
  );
  const [dialingCode, setDialingCode] = useState('');
  const [code, setCode] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [focused, setFocused] = useState<FormFieldName | null>(null);
  const [referralCode, setReferralCode] = useState(() => usableReferralCode(query.referralCode));

  const problemOf = (field: RegisterField, all = values): string | undefined => {
    const problem = checkRegisterField(field, all);
    if (problem) return problemMessage(t, problem, field);
    if (field.kind === 'mobile' && (all.mobileNum ?? '') !== '' && !dialingCode)
      return t('phone_format_incorrect');
    return undefined;
  };

  const setValue = (name: FormFieldName, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  };

  const blur = (field: RegisterField) => () => {
    // Checked on leaving the field (spec: validate on blur), but an untouched empty field is not scolded.
    if ((values[field.name] ?? '') === '' && !errors[field.name]) return;
    setErrors((e) => ({ ...e, [field.name]: problemOf(field) }));
  };

  const mobile = values.mobileNum ?? '';
  const codeRequired = smsCode && (tab === 'mobile' || mobile.trim() !== '');

  const sendCode = async () => {
    const problem = mobileFailure(mobile, dialingCode);
    if (problem) {
      setErrors((e) => ({ ...e, mobileNum: t(problem) }));
      return null;
    }
    const sent = await api.call(smsRegisterCall, {
      mobileNo: mobile.trim(),
      countryDialingCode: dialingCode,
      regType: tab === 'mobile' ? 'MOBILE' : 'USERNAME',
    });
    return sent;
  };

  const validate = (): Errors => {
    const found: Errors = {};
    for (const field of fields) {
      const problem = problemOf(field);
      if (problem) found[field.name] = problem;
    }
    if (codeRequired && !code.trim()) found.verificationCode = t('code_required');
    if (captcha.shown && !captcha.answer.trim()) found.captcha = t('captcha_required');
    if (!agreed) found.agreement = t('agreement_required');
    return found;
  };

  const payload = (affiliateCode: string | undefined): RegistrationPayload => {
    const typed: Partial<Record<FormFieldName, string>> = {};
    for (const field of fields) {
      if (field.name === 'confirmPassword') continue;
      const raw = values[field.name] ?? '';
      const value = field.kind === 'password' ? raw : raw.trim();
      if (value !== '') typed[field.name] = value;
    }
    const { confirmPassword: _confirmation, ...rest } = typed;
    const password = values.password ?? '';
    return {
      ...rest,
      password,
      // Checked equal above; the spec sends the password itself as the confirmation.
      confirmPassword: password,
      ...(affiliateCode ? { affiliateCode } : {}),
      ...(referralCode ? { referralCode } : {}),
      ...(typed.mobileNum ? { countryDialingCode: dialingCode } : {}),
      ...(codeRequired ? { verificationCode: code.trim() } : {}),
      ...captcha.fields(),
      domain: location.hostname,
      registerUrl: location.href.slice(0, 2048),
      registerMethod: 'WEB',
      login: true,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validate();
    setErrors(found);
    if (Object.values(found).some(Boolean)) {
      document.getElementById(`${id}-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const typedCode = values.affiliateCode?.trim();
      const affiliateCode =
        typedCode || (affiliate.urlCodeAccepted ? (affiliate.urlCode ?? undefined) : undefined);
      if (affiliateCode) {
        try {
          await api.call(affiliateCheckCall, { code: affiliateCode, domain: location.hostname });
        } catch (error) {
          const { code: failure } = asApiError(error);
          popup.show({
            icon: 'warning',
            text: failure === 'INVALID_AFFILIATE_CODE' ? t('invitation_code_error') : errorMessage(t, error),
          });
          return;
        }
      }
      const call = tab === 'mobile' ? registerMobileCall : registerCall;
      const login = await api.call(call, payload(affiliateCode));
      finishLogin(login, { kind: 'register', password: null });
      navigate('/');
    } catch (error) {
      captcha.afterFailure(error);
      if (referralCode && isReferralRefusal(error)) {
        forgetReferralCode(referralCode);
        setReferralCode(undefined);
        popup.show({ icon: 'warning', text: t('referral_code_refused', { code: referralCode }) });
        return;
      }
      const names = fields.map((f) => f.name as string);
      const placed = detailsToFieldErrors(
        t,
        error,
        names,
        (name) => fields.find((f) => f.name === name)?.rule,
      );
      if (placed) {
        setErrors(placed);
      } else {
        const unplaced = asApiError(error).details ?? [];
        popup.show({
          icon: 'warning',
          text:
            unplaced.length > 0
              ? unplaced.map((d) => `${labelOf(t, d.field)}: ${fieldReasonMessage(t, d.reason)}`).join('\n')
              : errorMessage(t, error),
        });
      }
    } finally {
      setBusy(false);
    }
  };

  /** The whole rule, while the field is typed in, when it says more than the placeholder. */
  const hintOf = (field: RegisterField): string | undefined => {
    if (field.name === 'confirmPassword' || field.kind === 'email') return undefined;
    const hint = ruleHint(t, field.rule);
    return hint && hint !== rulePlaceholder(t, field.rule) ? hint : undefined;
  };

  const inputFor = (field: RegisterField) => {
    const common = {
      id: `${id}-${field.name}`,
      value: values[field.name] ?? '',
      onBlur: () => {
        setFocused(null);
        blur(field)();
      },
      placeholder: field.kind === 'email' ? t('ph_email') : rulePlaceholder(t, field.rule),
      onFocus: () => setFocused(field.name),
      autoComplete: AUTOCOMPLETE[field.name] ?? 'off',
    };
    switch (field.kind) {
      case 'password':
        return (
          <PasswordInput
            {...common}
            placeholder={field.name === 'confirmPassword' ? t('ph_confirmPassword') : common.placeholder}
            onChange={(e) => setValue(field.name, e.target.value)}
          />
        );
      case 'mobile':
        return (
          <PhoneInput
            {...common}
            dialingCode={dialingCode}
            onDialingCodeChange={setDialingCode}
            onChange={(value) => setValue(field.name, value)}
          />
        );
      default:
        return (
          <TextInput
            {...common}
            type={field.kind === 'email' ? 'email' : 'text'}
            inputMode={field.rule.patternId === PATTERN.DIGITS ? 'numeric' : undefined}
            autoCapitalize={field.name === 'payeeName' ? 'words' : 'off'}
            spellCheck={false}
            onChange={(e) => setValue(field.name, e.target.value)}
          />
        );
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate data-testid={`register-form-${tab}`}>
      {fields.map((field) => (
        <Fragment key={field.name}>
          <Field
            label={t(LABELS[field.name])}
            htmlFor={`${id}-${field.name}`}
            required={field.required}
            error={errors[field.name]}
            hint={focused === field.name && !errors[field.name] ? hintOf(field) : undefined}
          >
            {inputFor(field)}
          </Field>
          {field.name === 'mobileNum' && smsCode && (
            <VerificationCodeField
              id={`${id}-verificationCode`}
              value={code}
              onChange={setCode}
              required={codeRequired}
              error={errors.verificationCode}
              send={sendCode}
              scope="register"
              onFailure={captcha.afterFailure}
            />
          )}
        </Fragment>
      ))}
      {affiliate.urlCodeAccepted && affiliate.urlCode && (
        <p className="auth-note">{t('affiliate_applied', { code: affiliate.urlCode })}</p>
      )}
      {referralCode && <p className="auth-note">{t('referral_applied', { code: referralCode })}</p>}
      <CaptchaField id={`${id}-captcha`} captcha={captcha} error={errors.captcha} />
      <Checkbox
        id={`${id}-agreement`}
        checked={agreed}
        onChange={(checked) => {
          setAgreed(checked);
          if (checked) setErrors((e) => ({ ...e, agreement: undefined }));
        }}
        label={t('agreement', { age: settings.agreementAge })}
        error={errors.agreement}
      />
      <Button type="submit" size="lg" block loading={busy} data-testid="register-submit">
        {t('register_submit')}
      </Button>
      {popup.element}
    </form>
  );
}

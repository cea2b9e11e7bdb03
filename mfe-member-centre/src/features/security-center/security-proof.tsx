import { LIMITS } from '@platform/shared-contracts/client';
import { securityCodeCall } from '@platform/shared-contracts/payment-calls';
import { Field, useCountdown } from '@platform/shared-ui';
import { useState } from 'react';
import { useRemote } from '../../app/remote-context';
import { CodeInput } from '../../components/code-input';
import { PasswordInput } from '../../components/password-input';
import { asApiError, errorMessage } from '../../errors/error-message';
import { useMemberText } from '../../i18n/member-i18n';
import { type Problem, requiredProblem } from '../../lib/field-checks';

/** What every security-centre change sends besides its own fields: the login password and the code. */
export interface ProofValues {
  password: string;
  securityCode: string;
}

/** The code is asked only where something is bound to send it to (`contact`, masked); the server decides too. */
export function proofProblems(values: ProofValues, contact: string | null) {
  return {
    password: requiredProblem(values.password),
    securityCode: contact ? requiredProblem(values.securityCode) : (null as Problem | null),
  };
}

export function proofFields(values: ProofValues, contact: string | null) {
  return contact
    ? { password: values.password, securityCode: values.securityCode.trim() }
    : { password: values.password };
}

const CODE_ERRORS = new Set([
  'VERIFICATION_CODE_INVALID',
  'VERIFICATION_CODE_EXPIRED',
  'VERIFICATION_CODE_MISSING',
]);

/** Places a refusal of the proof beside its field; answers false for anything else. */
export function placeProofRefusal(
  t: ReturnType<typeof useMemberText>['t'],
  error: unknown,
  fieldError: (field: 'password' | 'securityCode', message: string) => void,
): boolean {
  const refusal = asApiError(error);
  if (refusal.code === 'OLD_PASSWORD_WRONG') fieldError('password', t('login_password_wrong'));
  else if (CODE_ERRORS.has(refusal.code) && refusal.details?.some((d) => d.field === 'securityCode'))
    fieldError('securityCode', errorMessage(t, error));
  else return false;
  return true;
}

export interface SecurityProofFieldsProps {
  id: string;
  /** The masked mobile or email the code goes to; null when nothing is bound. */
  contact: string | null;
  values: ProofValues;
  errors: Partial<Record<keyof ProofValues, string>>;
  set: (field: keyof ProofValues) => (value: string) => void;
}

/**
 * The login password and the code sent to the member's current contact, which every change of mobile, email,
 * payment password or bank account asks for; a note says withdrawals pause after it.
 */
export function SecurityProofFields({ id, contact, values, errors, set }: SecurityProofFieldsProps) {
  const { t } = useMemberText();
  const { api } = useRemote();
  const countdown = useCountdown();
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const sendCode = async () => {
    setSending(true);
    setSendError(null);
    try {
      const sent = await api.call(securityCodeCall, {});
      if (sent.channel !== 'NONE')
        countdown.startUntil(
          Date.now() + sent.expiredMinutes * LIMITS.smsCountdownSecondsPerExpiryMinute * 1000,
        );
    } catch (error) {
      setSendError(errorMessage(t, error));
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <Field label={t('login_password')} htmlFor={`${id}-login-password`} required error={errors.password}>
        <PasswordInput
          id={`${id}-login-password`}
          value={values.password}
          onChange={(e) => set('password')(e.target.value)}
          autoComplete="current-password"
        />
      </Field>
      {contact ? (
        <Field
          label={t('security_code')}
          htmlFor={`${id}-security-code`}
          required
          error={errors.securityCode ?? sendError ?? undefined}
          hint={t('security_code_to', { to: contact })}
        >
          <CodeInput
            id={`${id}-security-code`}
            value={values.securityCode}
            onChange={set('securityCode')}
            countdown={countdown}
            sending={sending}
            onSend={() => void sendCode()}
            sendTestId="send-security-code"
          />
        </Field>
      ) : (
        <p className="mc-note">{t('security_no_contact')}</p>
      )}
      <p className="mc-note">{t('security_hold_note')}</p>
    </>
  );
}

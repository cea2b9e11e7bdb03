import { LIMITS } from '@platform/shared-contracts/client';
import { Field, TextInput } from '@platform/shared-ui';
import type { ReactNode } from 'react';
import { useAuthText } from '../../i18n/auth-i18n';
import { SendCodeButton, type SendCodeButtonProps } from './send-code-button';

export interface VerificationCodeFieldProps extends SendCodeButtonProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  required?: boolean;
  hint?: string;
}

/** A code box: a code that was sent (SMS or mail), with whatever belongs at its end (the send button). */
export function CodeField({
  id,
  value,
  onChange,
  error,
  required = true,
  hint,
  end,
}: Omit<VerificationCodeFieldProps, keyof SendCodeButtonProps> & { end?: ReactNode }) {
  const { t } = useAuthText();
  return (
    <Field label={t('field_verificationCode')} htmlFor={id} required={required} error={error} hint={hint}>
      <TextInput
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.verificationCodeMaxLength}
        placeholder={t('ph_verificationCode')}
        end={end}
      />
    </Field>
  );
}

/** The SMS code box with its send button at the end. */
export function VerificationCodeField({
  id,
  value,
  onChange,
  error,
  required = true,
  hint,
  ...button
}: VerificationCodeFieldProps) {
  return (
    <CodeField
      id={id}
      value={value}
      onChange={onChange}
      error={error}
      required={required}
      hint={hint}
      end={<SendCodeButton codeInputId={id} {...button} />}
    />
  );
}

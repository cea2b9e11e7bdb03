import { LIMITS } from '@platform/shared-contracts';
import { Field, TextInput } from '@platform/shared-ui';
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
        end={<SendCodeButton {...button} />}
      />
    </Field>
  );
}

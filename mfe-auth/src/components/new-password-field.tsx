import type { FieldRule } from '@platform/shared-contracts/client';
import { Field } from '@platform/shared-ui';
import { useAuthText } from '../i18n/auth-i18n';
import { newPasswordProblem } from '../lib/password-check';
import { ruleHint } from '../lib/rule-hint';
import { PasswordInput } from './password-input';

/** The new password of a reset: the merchant's rule as a hint, checked when the field is left. */
export function NewPasswordField({
  id,
  rule,
  value,
  onChange,
  error,
  onError,
}: {
  id: string;
  rule: FieldRule;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  onError: (problem: string | undefined) => void;
}) {
  const { t } = useAuthText();
  return (
    <Field label={t('field_newPassword')} htmlFor={id} required error={error} hint={ruleHint(t, rule)}>
      <PasswordInput
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={() => {
          if (value) onError(newPasswordProblem(t, rule, value) ?? undefined);
        }}
        autoComplete="new-password"
      />
    </Field>
  );
}

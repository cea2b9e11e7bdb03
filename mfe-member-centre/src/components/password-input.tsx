import { PasswordInput as SharedPasswordInput, type TextInputProps } from '@platform/shared-ui';
import { useMemberText } from '../i18n/member-i18n';

/** shared-ui's password box with this remote's words for its show / hide toggle. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'end'>) {
  const { t } = useMemberText();
  return <SharedPasswordInput {...props} showLabel={t('show_password')} hideLabel={t('hide_password')} />;
}

/** The six-digit payment password: a numeric keypad on phones, digits only. */
export function PaymentPasswordInput(
  props: Omit<TextInputProps, 'type' | 'end' | 'onChange' | 'value'> & {
    value: string;
    onChange: (value: string) => void;
  },
) {
  const { value, onChange, ...rest } = props;
  return (
    <PasswordInput
      {...rest}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
    />
  );
}

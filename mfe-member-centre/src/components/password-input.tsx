import { Icon, IconButton, TextInput, type TextInputProps } from '@platform/shared-ui';
import { useState } from 'react';
import { useMemberText } from '../i18n/member-i18n';

/** A password box with a show / hide toggle, so a player on a phone can check what was typed. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'end'>) {
  const { t } = useMemberText();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      end={
        <IconButton
          size="sm"
          label={t(visible ? 'hide_password' : 'show_password')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </IconButton>
      }
    />
  );
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

import { Icon, IconButton, TextInput, type TextInputProps } from '@platform/shared-ui';
import { useState } from 'react';
import { useAuthText } from '../i18n/auth-i18n';

/** A password box with a show / hide toggle, so a player on a phone can check what was typed. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'end'>) {
  const { t } = useAuthText();
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

import { useState } from 'react';
import { Icon } from '../icon/icon';
import { IconButton } from '../icon-button/icon-button';
import { TextInput, type TextInputProps } from '../text-input/text-input';

export type PasswordInputProps = Omit<TextInputProps, 'type' | 'end'> & {
  /** Accessible names of the visibility toggle, e.g. t('show_password') and t('hide_password'). */
  showLabel: string;
  hideLabel: string;
};

/** A password box with a show / hide toggle, so a player on a phone can check what was typed. */
export function PasswordInput({ showLabel, hideLabel, ...props }: PasswordInputProps) {
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
          label={visible ? hideLabel : showLabel}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eye-off' : 'eye'} />
        </IconButton>
      }
    />
  );
}

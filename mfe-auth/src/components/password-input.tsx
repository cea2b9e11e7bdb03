import { PasswordInput as SharedPasswordInput, type TextInputProps } from '@platform/shared-ui';
import { useAuthText } from '../i18n/auth-i18n';

/** shared-ui's password box with this remote's words for its show / hide toggle. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'end'>) {
  const { t } = useAuthText();
  return <SharedPasswordInput {...props} showLabel={t('show_password')} hideLabel={t('hide_password')} />;
}

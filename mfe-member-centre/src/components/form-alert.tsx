import { Icon } from '@platform/shared-ui';

/** A message about the whole form (a refusal, or a success), announced when it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <p className={`mc-alert mc-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon name={tone === 'error' ? 'warning' : 'success'} size={18} />
      <span>{message}</span>
    </p>
  );
}

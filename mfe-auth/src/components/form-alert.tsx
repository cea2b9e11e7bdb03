import { Icon } from '@platform/shared-ui';

/** A form-level message (e.g. "wrong username or password"), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className="auth-alert" role="alert">
      <Icon name="warning" size={18} />
      <span>{message}</span>
    </p>
  );
}

export interface AuthSwitchProps {
  /** The question, e.g. "No account?". */
  text: string;
  /** The link's label, e.g. "Register now". */
  action: string;
  onClick: () => void;
}

/** An auth modal's footer line that switches to the neighbouring modal (login, register, forgot). */
export function AuthSwitch({ text, action, onClick }: AuthSwitchProps) {
  return (
    <p className="auth-switch">
      {text}{' '}
      <button type="button" className="auth-link auth-link--strong" onClick={onClick}>
        {action}
      </button>
    </p>
  );
}

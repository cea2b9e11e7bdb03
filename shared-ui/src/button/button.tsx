import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { Spinner } from '../spinner/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** Default 'primary'. */
  variant?: ButtonVariant;
  /** Heights: sm 40px, md 44px, lg 52px (all at least the 40px touch target). Default 'md'. */
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  /** Shows a spinner, disables the button and marks it aria-busy; the label stays, so the width does not jump. */
  loading?: boolean;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. `ref` reaches the <button>. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  disabled,
  type = 'button',
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(
        'ui-button',
        `ui-button--${variant}`,
        `ui-button--${size}`,
        block && 'ui-button--block',
        loading && 'ui-button--loading',
        className,
      )}
    >
      {loading && <Spinner size="sm" className="ui-button__spinner" />}
      {children}
    </button>
  );
}

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
  /**
   * Shows a spinner and marks the button aria-busy and aria-disabled; clicks do nothing. It stays focusable: a button
   * made `disabled` drops the focus to the page, and a keyboard or screen reader user who pressed it starts over at
   * the top. The label stays, so the width does not jump.
   */
  loading?: boolean;
  /**
   * With `disabled`: cannot be pressed, yet keeps the focus (aria-disabled). For a button its own press makes
   * unavailable (Add to slip, Place bets): a browser moves the focus of a button that becomes disabled to the page.
   */
  focusableWhenDisabled?: boolean;
}

/** A button; `type` defaults to "button" so it never submits a form by accident. `ref` reaches the <button>. */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  loading = false,
  focusableWhenDisabled = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const unpressable = loading || (disabled === true && focusableWhenDisabled);
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled && !focusableWhenDisabled}
      aria-disabled={unpressable || undefined}
      aria-busy={loading || undefined}
      // A press while loading (the same press again) or while unavailable runs no handler and sends no form.
      onClick={unpressable ? (event) => event.preventDefault() : onClick}
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

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import './icon-button.css';

export interface IconButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> {
  /** The accessible name (aria-label); the button shows only its icon. */
  label: string;
  /** The icon, usually `<Icon name="..." />`. */
  children: ReactNode;
  /** Default 'ghost'. */
  variant?: 'ghost' | 'secondary' | 'primary';
  /** sm 40px, md 44px (default). */
  size?: 'sm' | 'md';
}

/** A square button with only an icon in it; `type` defaults to "button". */
export function IconButton({
  label,
  children,
  variant = 'ghost',
  size = 'md',
  type = 'button',
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      className={cx('ui-icon-button', `ui-icon-button--${variant}`, `ui-icon-button--${size}`, className)}
    >
      {children}
    </button>
  );
}

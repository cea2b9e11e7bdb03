import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import '../internal/a11y.css';
import './toggle.css';

export interface ToggleProps
  extends Omit<ComponentPropsWithRef<'button'>, 'onChange' | 'children' | 'role' | 'type' | 'value'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The switch's name, e.g. "Show balance" or "Dark theme". */
  label: ReactNode;
  /** Keep the label for screen readers only (the switch alone is shown). */
  hideLabel?: boolean;
  /** Label before or after the track. Default 'end'. */
  labelPosition?: 'start' | 'end';
}

/** An on/off switch (role="switch"), e.g. balance show/hide or the dark theme. `ref` reaches the <button>. */
export function Toggle({
  checked,
  onChange,
  label,
  hideLabel = false,
  labelPosition = 'end',
  className,
  onClick,
  ...rest
}: ToggleProps) {
  return (
    <button
      {...rest}
      type="button"
      role="switch"
      aria-checked={checked}
      className={cx('ui-toggle', labelPosition === 'start' && 'ui-toggle--label-start', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onChange(!checked);
      }}
    >
      <span className="ui-toggle__track" aria-hidden="true">
        <span className="ui-toggle__thumb" />
      </span>
      <span className={hideLabel ? 'ui-visually-hidden' : 'ui-toggle__label'}>{label}</span>
    </button>
  );
}

import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { errorIdFor, joinIds } from '../field/field-context';
import { cx } from '../internal/class-names';
import { FieldError } from '../internal/field-error';
import './checkbox.css';

export interface CheckboxProps
  extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'checked' | 'onChange' | 'children' | 'id'> {
  id: string;
  checked: boolean;
  onChange: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** The label; may hold links (e.g. "I am over 18 and accept the <a>terms</a>"). */
  label: ReactNode;
  /** Marks it wrong (aria-invalid, linked to `${id}-error`); set by `error` too. */
  invalid?: boolean;
  /** An error shown under it with the id `${id}-error`, e.g. "You must accept the terms". */
  error?: ReactNode;
  /** Class on the outer box. */
  className?: string;
}

/** A checkbox with its label; the whole row is the touch target. `ref` reaches the <input>. */
export function Checkbox({
  id,
  checked,
  onChange,
  label,
  invalid,
  error,
  className,
  disabled,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  const hasError = error != null && error !== false && error !== '';
  const isInvalid = invalid ?? hasError;
  return (
    <div className={cx('ui-checkbox', disabled && 'ui-checkbox--disabled', className)}>
      <label className="ui-checkbox__row" htmlFor={id}>
        <input
          {...rest}
          id={id}
          type="checkbox"
          className="ui-checkbox__input"
          checked={checked}
          disabled={disabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={joinIds(describedBy, isInvalid && errorIdFor(id))}
          onChange={(event) => onChange(event.target.checked, event)}
        />
        <span className="ui-checkbox__label">{label}</span>
      </label>
      {hasError && <FieldError id={errorIdFor(id)}>{error}</FieldError>}
    </div>
  );
}

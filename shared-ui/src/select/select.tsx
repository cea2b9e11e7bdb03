import type { ComponentPropsWithRef } from 'react';
import { errorIdFor, joinIds, useFieldContext } from '../field/field-context';
import { Icon } from '../icon/icon';
import { cx } from '../internal/class-names';
import './select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** As TextInput: aria-invalid and a link to `${id}-error`; inside a Field it follows the Field's error. */
  invalid?: boolean;
  /** The options; or pass <option> children. */
  options?: readonly SelectOption[];
  /** A first, unselectable option with value "" shown while nothing is chosen. */
  placeholder?: string;
  /** Class on the outer box. */
  className?: string;
}

/** The native <select> (the phone's own picker), styled; `ref` reaches the <select>. */
export function Select({
  invalid,
  options,
  placeholder,
  className,
  id,
  required,
  disabled,
  children,
  'aria-describedby': describedBy,
  'aria-required': ariaRequired,
  ...rest
}: SelectProps) {
  const field = useFieldContext();
  const selectId = id ?? field?.id;
  const isInvalid = invalid ?? Boolean(field?.errorId);
  return (
    <div className={cx('ui-select', isInvalid && 'ui-select--invalid', className)}>
      <select
        {...rest}
        id={selectId}
        required={required}
        disabled={disabled}
        className="ui-select__control"
        aria-invalid={isInvalid || undefined}
        aria-required={ariaRequired ?? (field?.required && !required ? true : undefined)}
        aria-describedby={joinIds(describedBy, field?.hintId, isInvalid && selectId && errorIdFor(selectId))}
      >
        {placeholder != null && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <Icon name="chevron-down" size={18} className="ui-select__chevron" />
    </div>
  );
}

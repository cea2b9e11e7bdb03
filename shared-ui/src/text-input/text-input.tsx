import type { ComponentPropsWithRef, ReactNode } from 'react';
import { errorIdFor, joinIds, useFieldContext } from '../field/field-context';
import { cx } from '../internal/class-names';
import './text-input.css';

export interface TextInputProps extends ComponentPropsWithRef<'input'> {
  /**
   * Marks the value wrong: aria-invalid, and aria-describedby points at the error text `${id}-error`.
   * Inside a Field this follows the Field's `error` unless set.
   */
  invalid?: boolean;
  /** Before the text, e.g. an icon or a country code ("+855"). */
  start?: ReactNode;
  /** After the text, e.g. a show-password IconButton or a "Send SMS" button. */
  end?: ReactNode;
  /** Class on the outer box (the input itself has `ui-input__control`). */
  className?: string;
}

/** A text input in a bordered box with optional start / end adornments; `ref` reaches the <input>. */
export function TextInput({
  invalid,
  start,
  end,
  className,
  id,
  required,
  disabled,
  type = 'text',
  'aria-describedby': describedBy,
  'aria-required': ariaRequired,
  ...rest
}: TextInputProps) {
  const field = useFieldContext();
  const inputId = id ?? field?.id;
  const isInvalid = invalid ?? Boolean(field?.errorId);
  return (
    <div
      className={cx(
        'ui-input',
        isInvalid && 'ui-input--invalid',
        disabled && 'ui-input--disabled',
        className,
      )}
    >
      {start != null && <span className="ui-input__start">{start}</span>}
      <input
        {...rest}
        id={inputId}
        type={type}
        required={required}
        disabled={disabled}
        className="ui-input__control"
        aria-invalid={isInvalid || undefined}
        aria-required={ariaRequired ?? (field?.required && !required ? true : undefined)}
        aria-describedby={joinIds(describedBy, field?.hintId, isInvalid && inputId && errorIdFor(inputId))}
      />
      {end != null && <span className="ui-input__end">{end}</span>}
    </div>
  );
}

import type { ComponentPropsWithRef } from 'react';
import { errorIdFor, joinIds, useFieldContext } from '../field/field-context';
import { cx } from '../internal/class-names';
import './text-area.css';

export interface TextAreaProps extends ComponentPropsWithRef<'textarea'> {
  /** As TextInput: aria-invalid and a link to `${id}-error`; inside a Field it follows the Field's error. */
  invalid?: boolean;
  /**
   * With `maxLength`: shows "12/140" under the box, e.g. for the 140-character remarks of spec section 9. It
   * counts as `maxLength` and the server's length checks do (UTF-16 units), so the figure never disagrees.
   */
  showCount?: boolean;
  /** Class on the outer box. */
  className?: string;
}

/** Several lines of text in the input's box; `ref` reaches the <textarea>. */
export function TextArea({
  invalid,
  showCount = false,
  className,
  id,
  required,
  disabled,
  rows = 3,
  maxLength,
  value,
  'aria-describedby': describedBy,
  'aria-required': ariaRequired,
  ...rest
}: TextAreaProps) {
  const field = useFieldContext();
  const areaId = id ?? field?.id;
  const isInvalid = invalid ?? Boolean(field?.errorId);
  const countId = showCount && maxLength != null && areaId ? `${areaId}-count` : undefined;
  const length = typeof value === 'string' ? value.length : 0;
  return (
    <div className={cx('ui-textarea', isInvalid && 'ui-textarea--invalid', className)}>
      <textarea
        {...rest}
        id={areaId}
        rows={rows}
        required={required}
        disabled={disabled}
        maxLength={maxLength}
        value={value}
        className="ui-textarea__control"
        aria-invalid={isInvalid || undefined}
        aria-required={ariaRequired ?? (field?.required && !required ? true : undefined)}
        aria-describedby={joinIds(
          describedBy,
          field?.hintId,
          countId,
          isInvalid && areaId && errorIdFor(areaId),
        )}
      />
      {showCount && maxLength != null && (
        <span id={countId} className="ui-textarea__count" aria-live="polite">
          {length}/{maxLength}
        </span>
      )}
    </div>
  );
}

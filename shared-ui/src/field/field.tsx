import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { FieldError } from '../internal/field-error';
import { errorIdFor, FieldContext } from './field-context';
import './field.css';

export interface FieldProps {
  label: ReactNode;
  /** The id of the control inside; the label points at it and the error gets the id `${htmlFor}-error`. */
  htmlFor: string;
  /** Shows the asterisk and makes the TextInput / Select inside aria-required. */
  required?: boolean;
  /** The error text (already translated); shown under the control and announced. */
  error?: ReactNode;
  /** Help text under the control (id `${htmlFor}-hint`), e.g. the password rules. */
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * Label, control, hint and error of one form field. A TextInput or Select inside picks up its id, the
 * required flag and the error link by itself; other controls link with `${htmlFor}-error` and aria-invalid.
 */
export function Field({ label, htmlFor, required = false, error, hint, children, className }: FieldProps) {
  const hasError = error != null && error !== false && error !== '';
  const errorId = hasError ? errorIdFor(htmlFor) : undefined;
  const hintId = hint != null ? `${htmlFor}-hint` : undefined;
  return (
    <div className={cx('ui-field', hasError && 'ui-field--invalid', className)}>
      <label htmlFor={htmlFor} className="ui-field__label">
        {label}
        {required && (
          <span className="ui-field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <FieldContext.Provider value={{ id: htmlFor, errorId, hintId, required }}>
        {children}
      </FieldContext.Provider>
      {hintId && (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      )}
      {errorId && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  );
}

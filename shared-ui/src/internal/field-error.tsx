import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import './field-error.css';

/** The error line under a form control: announced when it appears (role="alert"), linked by id. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="ui-field-error">
      <Icon name="error" size={16} className="ui-field-error__icon" />
      <span>{children}</span>
    </p>
  );
}

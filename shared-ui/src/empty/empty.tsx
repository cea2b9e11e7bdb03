import type { ReactNode } from 'react';
import { cx } from '../internal/class-names';
import './empty.css';

export interface EmptyProps {
  /** An illustration or <Icon />; decorative. */
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** E.g. a Button to retry or go home. */
  action?: ReactNode;
  className?: string;
}

/** The "nothing here" state of a list or page. */
export function Empty({ icon, title, description, action, className }: EmptyProps) {
  return (
    <div className={cx('ui-empty', className)}>
      {icon != null && (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <p className="ui-empty__title">{title}</p>
      {description != null && <p className="ui-empty__description">{description}</p>}
      {action != null && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}

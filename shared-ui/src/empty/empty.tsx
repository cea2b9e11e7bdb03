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
  /** The title's element when the empty state is the page itself (e.g. "page not found": 'h1'); else a paragraph. */
  heading?: 'h1' | 'h2' | 'h3';
}

/** The "nothing here" state of a list or page. */
export function Empty({ icon, title, description, action, className, heading }: EmptyProps) {
  const Title = heading ?? 'p';
  return (
    <div className={cx('ui-empty', className)}>
      {icon != null && (
        <div className="ui-empty__icon" aria-hidden="true">
          {icon}
        </div>
      )}
      <Title className="ui-empty__title">{title}</Title>
      {description != null && <p className="ui-empty__description">{description}</p>}
      {action != null && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}

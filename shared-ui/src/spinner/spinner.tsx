import { cx } from '../internal/class-names';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import './spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** A named size (sm 16px, md 24px, lg 40px) or a diameter in pixels. Default 'md'. */
  size?: SpinnerSize | number;
  /** Read out by screen readers ("Loading"); without it the spinner is decorative and hidden from them. */
  label?: string;
  className?: string;
}

const SIZES: Record<SpinnerSize, number> = { sm: 16, md: 24, lg: 40 };

export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const px = typeof size === 'number' ? size : SIZES[size];
  const ring = <span className="ui-spinner" style={{ width: px, height: px }} />;
  if (!label) {
    return (
      <span className={cx('ui-spinner-wrap', className)} aria-hidden="true">
        {ring}
      </span>
    );
  }
  return (
    <span className={cx('ui-spinner-wrap', className)} role="status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}

import type { CSSProperties } from 'react';
import { cx } from '../internal/class-names';
import './skeleton.css';

type Length = number | string;

export interface SkeletonProps {
  /** Pixels or any CSS length. Default 100%. */
  width?: Length;
  /** Pixels or any CSS length. Default 1em (one line of text). */
  height?: Length;
  /** A radius token name, pixels or a CSS length. Default 'sm'. */
  radius?: 'sm' | 'md' | 'lg' | 'pill' | Length;
  /** Several text lines (the last one shorter), `height` each. */
  lines?: number;
  className?: string;
}

const css = (value: Length | undefined) => (typeof value === 'number' ? `${value}px` : value);

function radiusOf(radius: SkeletonProps['radius']): string | undefined {
  if (radius === 'sm' || radius === 'md' || radius === 'lg' || radius === 'pill')
    return `var(--radius-${radius})`;
  return css(radius);
}

/**
 * A grey placeholder while content loads, with a shimmer that stops under reduced motion. Hidden from screen
 * readers: mark the loading region aria-busy instead.
 */
export function Skeleton({ width, height, radius = 'sm', lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width: css(width), height: css(height), borderRadius: radiusOf(radius) };
  if (lines <= 1) {
    return <span className={cx('ui-skeleton', className)} style={style} aria-hidden="true" />;
  }
  return (
    <span className={cx('ui-skeleton-lines', className)} style={{ width: css(width) }} aria-hidden="true">
      {Array.from({ length: lines }, (_, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholder lines
          key={index}
          className="ui-skeleton"
          style={{ ...style, width: index === lines - 1 ? '60%' : undefined }}
        />
      ))}
    </span>
  );
}

import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from './skeleton';

describe('Skeleton', () => {
  it('takes its size in pixels or CSS lengths and is hidden from screen readers', () => {
    const { container } = render(<Skeleton width={160} height="2rem" radius="pill" />);
    const bar = container.firstElementChild as HTMLElement;
    expect(bar.getAttribute('aria-hidden')).toBe('true');
    expect(bar.style.width).toBe('160px');
    expect(bar.style.height).toBe('2rem');
    expect(bar.style.borderRadius).toBe('var(--radius-pill)');
  });

  it('draws several lines with a shorter last one', () => {
    const { container } = render(<Skeleton lines={4} />);
    const bars = container.querySelectorAll<HTMLElement>('.ui-skeleton');
    expect(bars).toHaveLength(4);
    expect(bars[3]?.style.width).toBe('60%');
    expect(bars[0]?.style.width).toBe('');
  });
});

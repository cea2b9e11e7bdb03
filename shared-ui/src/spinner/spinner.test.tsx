import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('announces its label as a status', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('is hidden from screen readers without a label', () => {
    const { container } = render(<Spinner size="lg" />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a size in pixels', () => {
    const { container } = render(<Spinner size={40} />);
    const ring = container.querySelector<HTMLElement>('.ui-spinner');
    expect(ring?.style.width).toBe('40px');
  });
});

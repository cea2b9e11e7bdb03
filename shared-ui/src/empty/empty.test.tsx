import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Empty } from './empty';

describe('Empty', () => {
  it('shows title, description and a working action', () => {
    const onRetry = vi.fn();
    render(
      <Empty
        icon={<span>icon</span>}
        title="No records"
        description="Try another date range."
        action={
          <button type="button" onClick={onRetry}>
            Retry
          </button>
        }
      />,
    );
    expect(screen.getByText('No records')).toBeTruthy();
    expect(screen.getByText('Try another date range.')).toBeTruthy();
    expect(screen.getByText('icon').parentElement?.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("is the page's heading when asked, and a plain paragraph otherwise", () => {
    const { rerender } = render(<Empty title="Page not found" heading="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    rerender(<Empty title="Page not found" />);
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Money } from './money';

const amountOf = (container: HTMLElement) => container.querySelector('.ui-money__amount')?.textContent;

describe('Money', () => {
  it('shows minor units with two decimals and thousands separators', () => {
    const { container } = render(<Money minor={123456789} symbol="$" />);
    expect(amountOf(container)).toBe('1,234,567.89');
    expect(container.textContent).toBe('$1,234,567.89');
  });

  it('takes bigint amounts', () => {
    const { container } = render(<Money minor={900719925474099312n} />);
    expect(amountOf(container)).toBe('9,007,199,254,740,993.12');
  });

  it('masks the amount with asterisks when hidden', () => {
    const { container } = render(<Money minor={123456} symbol="$" hidden />);
    expect(amountOf(container)).toBe('********');
    expect(container.textContent).not.toMatch(/\d/);
  });

  it('says the hidden label to screen readers instead of the asterisks', () => {
    const { container } = render(<Money minor={123456} hidden hiddenLabel="Balance hidden" />);
    expect(container.querySelector('.ui-money__amount')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Balance hidden')).toBeTruthy();
  });

  it('shows a dash instead of a wrong figure for a non-integer amount', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(<Money minor={12.5} />);
    expect(amountOf(container)).toBe('—');
    expect(log).toHaveBeenCalled();
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a plain button by default, so it never submits a form by accident', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button>Go</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('passes props through and reaches the element with its ref', () => {
    const ref = createRef<HTMLButtonElement>();
    const onClick = vi.fn();
    render(
      <Button ref={ref} type="submit" variant="danger" size="lg" block data-testid="b" onClick={onClick}>
        Delete
      </Button>,
    );
    const button = screen.getByTestId('b');
    expect(ref.current).toBe(button);
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toContain('ui-button--danger');
    expect(button.className).toContain('ui-button--lg');
    expect(button.className).toContain('ui-button--block');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading shows a spinner, keeps its label and cannot be clicked', () => {
    const onClick = vi.fn();
    const { container } = render(
      <Button loading onClick={onClick}>
        Log in
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Log in' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelector('.ui-spinner')).not.toBeNull();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled but focusable when asked: aria-disabled, keeps the focus, and a press does nothing', () => {
    const onClick = vi.fn();
    render(
      <Button disabled focusableWhenDisabled onClick={onClick}>
        Add to slip
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to slip' });
    expect(button).toHaveProperty('disabled', false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    button.focus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('stays focusable while it loads (a browser drops the focus of a disabled button), and sends its form once', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    const { rerender } = render(<SaveForm loading={false} onSubmit={onSubmit} />);
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);
    rerender(<SaveForm loading onSubmit={onSubmit} />);
    expect(button).toHaveProperty('disabled', false);
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});

function SaveForm({ loading, onSubmit }: { loading: boolean; onSubmit: (event: Event) => void }) {
  return (
    <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
      <Button type="submit" loading={loading}>
        Save
      </Button>
    </form>
  );
}

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Toggle } from './toggle';

function BalanceToggle() {
  const [on, setOn] = useState(false);
  return <Toggle checked={on} onChange={setOn} label="Show balance" hideLabel />;
}

describe('Toggle', () => {
  it('is a switch that flips on click and keeps its label for screen readers when hidden', () => {
    render(<BalanceToggle />);
    const toggle = screen.getByRole('switch', { name: 'Show balance' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';

function TermsBox() {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      id="terms"
      checked={checked}
      onChange={setChecked}
      label={<>I accept the terms</>}
      error={checked ? undefined : 'Please accept the terms'}
    />
  );
}

describe('Checkbox', () => {
  it('reports the new checked state and shows its error', () => {
    render(<TermsBox />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-describedby')).toBe('terms-error');
    expect(screen.getByRole('alert').textContent).toBe('Please accept the terms');
    fireEvent.click(screen.getByText('I accept the terms'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });
});

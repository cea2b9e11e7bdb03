import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from '../field/field';
import { Select } from './select';

describe('Select', () => {
  it('links a Select the same way', () => {
    render(
      <Field label="Currency" htmlFor="currency" error="Choose one" required>
        <Select placeholder="Choose" defaultValue="" options={[{ value: 'USD', label: 'USD' }]} />
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe('currency-error');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose', 'USD']);
  });

  it('reports the chosen value', () => {
    const onChange = vi.fn();
    render(
      <Select aria-label="Language" value="km" onChange={(e) => onChange(e.target.value)}>
        <option value="km">ខ្មែរ</option>
        <option value="en">English</option>
      </Select>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'en' } });
    expect(onChange).toHaveBeenCalledWith('en');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from '../text-input/text-input';
import { Field } from './field';

function MobileField() {
  const [value, setValue] = useState('');
  return (
    <Field label="Mobile" htmlFor="mobile" error={value.length > 3 ? 'Wrong number' : undefined}>
      <TextInput value={value} onChange={(e) => setValue(e.target.value)} start="+855" />
    </Field>
  );
}

describe('Field', () => {
  it('labels the control and marks required fields with an asterisk', () => {
    const { container } = render(
      <Field label="Username" htmlFor="username" required>
        <TextInput />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.id).toBe('username');
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(container.querySelector('.ui-field__required')?.textContent).toBe('*');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error under the control and links it to the control', () => {
    render(
      <Field label="Password" htmlFor="password" error="Too short" hint="6 to 16 letters and digits">
        <TextInput type="password" invalid />
      </Field>,
    );
    const input = screen.getByLabelText('Password');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Too short');
    expect(alert.id).toBe('password-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual(['password-hint', 'password-error']);
    expect(document.getElementById('password-hint')?.textContent).toBe('6 to 16 letters and digits');
  });

  it('lets the control follow the field error without an invalid prop', () => {
    render(<MobileField />);
    const input = screen.getByLabelText('Mobile');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(input, { target: { value: '12345' } });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('mobile-error');
    expect(screen.getByRole('alert').textContent).toBe('Wrong number');
  });
});

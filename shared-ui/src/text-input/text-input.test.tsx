import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('shows an end adornment such as a show-password button', () => {
    render(<TextInput aria-label="Code" end={<button type="button">Send SMS</button>} />);
    expect(screen.getByRole('button', { name: 'Send SMS' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Code' })).toBeTruthy();
  });

  it('reaches the input with its ref and links an explicit invalid to the error id', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} id="email" aria-label="Email" invalid aria-describedby="email-note" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('email-note email-error');
  });
});

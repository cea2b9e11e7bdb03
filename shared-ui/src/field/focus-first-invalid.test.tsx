import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextInput } from '../text-input/text-input';
import { Field } from './field';
import { focusFirstInvalid } from './focus-first-invalid';

describe('focusFirstInvalid', () => {
  it('focuses the first field showing an error, and answers false when none does', () => {
    const { container, rerender } = render(
      <form>
        <Field label="Name" htmlFor="name">
          <TextInput defaultValue="" />
        </Field>
        <Field label="Mobile" htmlFor="mobile" error="Enter 8-11 digits">
          <TextInput defaultValue="12" />
        </Field>
        <Field label="Email" htmlFor="email" error="Enter a valid email">
          <TextInput defaultValue="x" />
        </Field>
      </form>,
    );
    expect(focusFirstInvalid(container)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('Mobile'));
    rerender(
      <form>
        <Field label="Name" htmlFor="name">
          <TextInput defaultValue="" />
        </Field>
      </form>,
    );
    expect(focusFirstInvalid(container)).toBe(false);
    expect(focusFirstInvalid(null)).toBe(false);
  });
});

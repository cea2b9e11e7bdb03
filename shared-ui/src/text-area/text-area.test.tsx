import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '../field/field';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('links itself to its Field: id, required, error', () => {
    const ref = createRef<HTMLTextAreaElement>();
    render(
      <Field label="Remark" htmlFor="remark" required error="Too long">
        <TextArea ref={ref} value="" onChange={() => undefined} />
      </Field>,
    );
    const area = screen.getByRole('textbox', { name: 'Remark' });
    expect(ref.current).toBe(area);
    expect(area.id).toBe('remark');
    expect(area.getAttribute('aria-required')).toBe('true');
    expect(area.getAttribute('aria-invalid')).toBe('true');
    expect(area.getAttribute('aria-describedby')).toBe('remark-error');
  });

  it('counts what it holds against maxLength', () => {
    render(
      <TextArea
        id="note"
        aria-label="Note"
        value="ខ្មែរ"
        maxLength={140}
        showCount
        onChange={() => undefined}
      />,
    );
    const area = screen.getByRole('textbox', { name: 'Note' });
    expect(area.getAttribute('maxlength')).toBe('140');
    expect(screen.getByText('5/140')).toBeTruthy();
    expect(area.getAttribute('aria-describedby')).toBe('note-count');
  });
});

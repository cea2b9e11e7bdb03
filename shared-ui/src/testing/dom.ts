import { fireEvent, within } from '@testing-library/react';

// Tab panels and groups are labelled by their titles too; only the fields a player types in count here.
const FORM_CONTROLS = 'input, select, textarea';

/** The form control (input, select or textarea) labelled `label`; a required field's label ends with *. */
export function control(label: string | RegExp, container: HTMLElement = document.body): HTMLInputElement {
  return within(container).getByLabelText(label, { selector: FORM_CONTROLS }) as HTMLInputElement;
}

export function type(label: string | RegExp, value: string, container: HTMLElement = document.body) {
  fireEvent.change(control(label, container), { target: { value } });
}

/** Types and leaves the field, as a player does before the blur check runs. */
export function typeAndLeave(label: string | RegExp, value: string, container: HTMLElement = document.body) {
  const element = control(label, container);
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

/** The error text shown under the field of `label`. */
export function errorOf(label: string | RegExp, container: HTMLElement = document.body): string | null {
  const element = control(label, container);
  return document.getElementById(`${element.id}-error`)?.textContent ?? null;
}

/** The visible field labels of a form, without the required asterisk, in order. */
export function fieldLabels(container: HTMLElement): { label: string; required: boolean }[] {
  return Array.from(container.querySelectorAll('.ui-field__label')).map((label) => ({
    label: (label.firstChild?.textContent ?? '').trim(),
    required: label.querySelector('.ui-field__required') !== null,
  }));
}

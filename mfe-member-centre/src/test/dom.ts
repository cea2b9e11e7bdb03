import { fireEvent, within } from '@testing-library/react';

/** The input (or select, or textarea) labelled `label`; a required field's label ends with *. */
export function control(label: string | RegExp, container: HTMLElement = document.body): HTMLInputElement {
  return within(container).getByLabelText(label) as HTMLInputElement;
}

export function type(label: string | RegExp, value: string, container: HTMLElement = document.body) {
  fireEvent.change(control(label, container), { target: { value } });
}

/** The error text shown under the field of `label`. */
export function errorOf(label: string | RegExp, container: HTMLElement = document.body): string | null {
  const element = control(label, container);
  return document.getElementById(`${element.id}-error`)?.textContent ?? null;
}

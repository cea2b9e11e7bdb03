import { fireEvent, screen, within } from '@testing-library/react';

/** The input labelled `label` (a field label ends with * when required). */
export function input(label: string | RegExp, container: HTMLElement = document.body): HTMLInputElement {
  return within(container).getByLabelText(label, { selector: 'input' }) as HTMLInputElement;
}

export function type(label: string | RegExp, value: string, container: HTMLElement = document.body) {
  fireEvent.change(input(label, container), { target: { value } });
}

/** Types and leaves the field, as a player does before the blur check runs. */
export function typeAndLeave(label: string | RegExp, value: string, container: HTMLElement = document.body) {
  const element = input(label, container);
  fireEvent.change(element, { target: { value } });
  fireEvent.blur(element);
}

/** Phone fields are usable once the dialing codes have arrived. */
export const dialingCodesLoaded = () => screen.findAllByDisplayValue('+855 KH');

/** The error text shown under the field of `label`. */
export function errorOf(label: string | RegExp, container: HTMLElement = document.body): string | null {
  const element = input(label, container);
  return document.getElementById(`${element.id}-error`)?.textContent ?? null;
}

/** The visible field labels of a form, without the required asterisk, in order. */
export function fieldLabels(container: HTMLElement): { label: string; required: boolean }[] {
  return Array.from(container.querySelectorAll('.ui-field__label')).map((label) => ({
    label: (label.firstChild?.textContent ?? '').trim(),
    required: label.querySelector('.ui-field__required') !== null,
  }));
}

/**
 * Moves the focus to the first control marked invalid in `root` (a Field with an error marks its control
 * aria-invalid), which scrolls it into view: on a phone a rule broken at the top of a long form is otherwise shown
 * above the screen while the member looks at the button they pressed. Answers whether there was one.
 */
export function focusFirstInvalid(root: ParentNode | null | undefined): boolean {
  const control = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!control) return false;
  control.focus();
  return true;
}

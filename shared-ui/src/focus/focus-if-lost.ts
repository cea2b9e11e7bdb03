/**
 * Moves the focus to `target` when it has fallen to the page (the focused control was removed, or disabled) or is
 * still on `from`, a control about to be disabled. Focus the user took elsewhere stays where it is. Answers whether
 * it moved: a keyboard or screen reader user keeps their place instead of starting again at the top.
 */
export function focusIfLost(
  target: HTMLElement | null | undefined,
  from?: Element | null,
  options?: FocusOptions,
): boolean {
  const focus = document.activeElement;
  const lost = focus === null || focus === document.body || (from != null && focus === from);
  if (!lost || !target) return false;
  target.focus(options);
  return true;
}

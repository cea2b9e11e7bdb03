const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  'summary',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

function candidates(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(CANDIDATES)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[inert],[hidden]'),
  );
}

/**
 * Focuses the first (or last) element in `container` that really takes focus; hidden ones are skipped
 * because focusing them does nothing. Returns whether one took it.
 */
export function focusEdge(container: HTMLElement, edge: 'first' | 'last'): boolean {
  const list = candidates(container);
  if (edge === 'last') list.reverse();
  for (const el of list) {
    el.focus();
    if (document.activeElement === el) return true;
  }
  return false;
}

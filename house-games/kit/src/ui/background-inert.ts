/**
 * Makes everything in the document outside `element` inert (no focus, no click, hidden from assistive technology),
 * the way a modal dialog's background must be: every sibling of `element` and of each of its ancestors. Answers the
 * undo, which frees only what this call made inert.
 */
export function makeBackgroundInert(element: Element): () => void {
  const made: Element[] = [];
  for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const sibling of made) sibling.removeAttribute('inert');
  };
}

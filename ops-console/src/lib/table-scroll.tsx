import type { ReactNode } from 'react';

/**
 * A table's box, which scrolls sideways when the table is wider than the screen: it takes the keyboard's focus,
 * named by `label`, so an operator without a pointer can scroll it too (WCAG 2.1.1). A group, not a landmark: the
 * section around it is already one.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable.
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups a form's controls; this holds a table.
    <div className="ops-table-wrap" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

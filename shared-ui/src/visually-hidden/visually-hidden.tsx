import type { ReactNode } from 'react';
import '../internal/a11y.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /**
   * The element it is: a page's heading that only screen readers need is an `h1`, a group of buttons whose title the
   * buttons' look says is a `legend`, a table's title a `caption`. Default `span`.
   */
  as?: 'span' | 'h1' | 'h2' | 'legend' | 'caption';
  /** Read out when its text changes (a draw's numbers as they land), without moving the reader's focus. */
  'aria-live'?: 'polite' | 'assertive';
}

/** Text for screen readers only: read out and part of the page's outline, but not drawn. */
export function VisuallyHidden({ children, as: Element = 'span', 'aria-live': live }: VisuallyHiddenProps) {
  return (
    <Element className="ui-visually-hidden" aria-live={live}>
      {children}
    </Element>
  );
}

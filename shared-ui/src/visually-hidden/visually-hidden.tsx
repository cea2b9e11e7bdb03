import type { ReactNode } from 'react';
import '../internal/a11y.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element it is: a page's heading that only screen readers need is an `h1`. Default `span`. */
  as?: 'span' | 'h1' | 'h2';
}

/** Text for screen readers only: read out and part of the page's outline, but not drawn. */
export function VisuallyHidden({ children, as: Element = 'span' }: VisuallyHiddenProps) {
  return <Element className="ui-visually-hidden">{children}</Element>;
}

import { useMemo } from 'react';
import { cx } from '../internal/class-names';
import { sanitizeHtml } from './sanitize-html';
import './safe-html.css';

export interface SafeHtmlProps {
  /** HTML from the server or a translation; sanitised before it is shown. */
  html: string;
  /** Default 'div'. */
  as?: 'div' | 'span';
  className?: string;
}

/** Shows server or translation HTML (announcements, notices, popups) after sanitising it. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised by DOMPurify just above
  return <Tag className={cx('ui-safe-html', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

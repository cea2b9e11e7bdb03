import { useEffect, useState } from 'react';
import { cx } from '../internal/class-names';
import { browserSanitizer } from './browser-sanitizer';
import './safe-html.css';

export interface SafeHtmlProps {
  /** HTML from the server or a translation; sanitised before it is shown. */
  html: string;
  /** Default 'div'. */
  as?: 'div' | 'span';
  className?: string;
}

/** The browser's sanitiser, probed once a page (undefined until then; null where it has none). */
let browserOwn: ((html: string) => string) | null | undefined;

/**
 * The browser's own sanitiser where it has one (nothing to download); else DOMPurify (~11 KB gzip), loaded the
 * first time HTML is shown, not with the page.
 */
export function loadSanitizer(): Promise<(html: string) => string> {
  if (browserOwn === undefined) browserOwn = browserSanitizer();
  return browserOwn ? Promise.resolve(browserOwn) : import('./sanitize-html').then((m) => m.sanitizeHtml);
}

/** Shows server or translation HTML (announcements, notices, popups) after sanitising it; nothing until then. */
export function SafeHtml({ html, as: Tag = 'div', className }: SafeHtmlProps) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setClean(null);
    void loadSanitizer().then((sanitize) => live && setClean(sanitize(html)));
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <Tag className={cx('ui-safe-html', className)} aria-busy="true" />;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised just above
  return <Tag className={cx('ui-safe-html', className)} dangerouslySetInnerHTML={{ __html: clean }} />;
}

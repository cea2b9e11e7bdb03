import DOMPurify from 'dompurify';
import { FORBIDDEN_TAGS, keepSafeTarget } from './html-rules';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

/** Our own DOMPurify instance, so the hook below does not change how other code in the page sanitises. */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if ('hasAttribute' in node) keepSafeTarget(node as Element);
  });
  purifier = instance;
  return instance;
}

/**
 * Cleans HTML from the server or from translations before it is shown: no scripts, no event handlers, no
 * javascript: links, no forms or embedded documents. Plain HTML only (no SVG or MathML).
 */
export function sanitizeHtml(html: string): string {
  if (typeof window === 'undefined') return '';
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: FORBIDDEN_TAGS,
  });
}

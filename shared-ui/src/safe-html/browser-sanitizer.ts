import { FORBIDDEN_TAGS, keepSafeTarget } from './html-rules';

interface SanitizingElement extends Element {
  setHTML(html: string, options: { sanitizer: object }): void;
}

/** The browser's sanitiser always drops scripts, event handlers and javascript: URLs; these go as well. */
const SANITIZER = {
  removeElements: [
    ...FORBIDDEN_TAGS,
    // Plain HTML only, as with DOMPurify's html profile.
    { name: 'svg', namespace: 'http://www.w3.org/2000/svg' },
    { name: 'math', namespace: 'http://www.w3.org/1998/Math/MathML' },
  ],
};

/**
 * Cleans HTML with the browser's own sanitiser (`Element.setHTML`), in an inert document so nothing it names is
 * fetched while it is cleaned. Null where the browser has none (or an older shape of it): DOMPurify is loaded then.
 */
export function browserSanitizer(): ((html: string) => string) | null {
  if (typeof document === 'undefined' || !('setHTML' in Element.prototype)) return null;
  const inert = document.implementation.createHTMLDocument('');
  const sanitize = (html: string) => {
    const box = inert.createElement('div') as Element as SanitizingElement;
    box.setHTML(html, { sanitizer: SANITIZER });
    for (const link of box.querySelectorAll('[target]')) keepSafeTarget(link);
    return box.innerHTML;
  };
  try {
    return sanitize('<p><a target="_blank">probe</a></p>') ? sanitize : null;
  } catch {
    return null;
  }
}

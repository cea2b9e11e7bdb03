import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;

let purifier: Purifier | null = null;

/*
 * Our own DOMPurify instance, so the hook below does not change how other code in the page sanitises.
 * Links may open a new tab only as target="_blank", always with rel="noopener noreferrer".
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!('getAttribute' in node) || !node.hasAttribute('target')) return;
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    else node.removeAttribute('target');
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
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'object',
      'embed',
    ],
  });
}

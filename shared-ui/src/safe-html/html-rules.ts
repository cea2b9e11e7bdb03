/** Elements server or translation HTML may not bring into the page, whichever sanitiser cleans it. */
export const FORBIDDEN_TAGS = [
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
];

/** A link may open a new tab only as target="_blank", always with rel="noopener noreferrer"; other targets go. */
export function keepSafeTarget(element: Element): void {
  if (!element.hasAttribute('target')) return;
  if (element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
  else element.removeAttribute('target');
}

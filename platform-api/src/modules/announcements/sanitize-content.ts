import sanitize from 'sanitize-html';

/**
 * Announcement HTML as the server keeps and serves it: plain formatting, links and images only. No scripts, no
 * event handlers (onerror, onclick...), no styles, forms or embedded documents; links and images only over http(s)
 * or relative to the site. A link may open a new tab only as target="_blank", always with rel="noopener noreferrer".
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    '*': ['class'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: target === '_blank' ? { ...rest, target, rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

export function sanitizeContent(html: string): string {
  return sanitize(html, OPTIONS);
}

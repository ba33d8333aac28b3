import sanitizeHtml from 'sanitize-html';

/**
 * The tags and attributes staff-written descriptions may keep. Everything else is dropped:
 * scripts, styles, frames, forms, event handlers, inline styles and any URL that is not
 * http(s), mailto, tel or a path of our own.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'span',
    'div',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link that opens a new tab must not hand the opener to the other site.
    a: (tagName, attribs) => ({
      tagName,
      attribs:
        attribs.target === '_blank'
          ? { ...attribs, rel: 'noopener noreferrer' }
          : Object.fromEntries(Object.entries(attribs).filter(([name]) => name !== 'target')),
    }),
  },
};

/** Staff-written HTML (service and product descriptions), safe to render as it is. */
export function sanitizeRichText(html: string | null): string | null {
  if (html === null) return null;
  return sanitizeHtml(html, OPTIONS);
}

import sanitizeHtml from 'sanitize-html';

// A saved paper's HTML body keeps its structure and nothing that can run (DECISIONS.md): no scripts,
// no event handlers, no javascript: addresses, images only from our uploads or inline raster data.
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'div',
    'span',
    'p',
    'br',
    'hr',
    'section',
    'header',
    'footer',
    'article',
    'h1',
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
    'sub',
    'sup',
    'small',
    'ol',
    'ul',
    'li',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
  ],
  allowedAttributes: {
    // No `id` (nor `name`): an element named by stored text would clobber globals of the page that
    // shows it (`<p id="config">` makes `window.config` that element). The paper HTML uses classes only.
    '*': ['class', 'style', 'lang', 'dir'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      'font-size': [/^\d{1,3}(\.\d+)?(px|pt|em|rem|%)$/],
      width: [/^\d{1,4}(\.\d+)?(px|%)$/],
      height: [/^\d{1,4}(\.\d+)?(px|%)$/],
      margin: [/^[\d.\spxem%-]{1,40}$/],
      padding: [/^[\d.\spxem%-]{1,40}$/],
    },
  },
  allowedSchemes: [],
  allowedSchemesByTag: { img: ['data'] },
  allowProtocolRelative: false,
  exclusiveFilter: (frame) =>
    frame.tag === 'img' &&
    !/^(\/api\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)|data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+)$/.test(
      frame.attribs.src ?? '',
    ),
  disallowedTagsMode: 'discard',
};

export function sanitizePaperHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

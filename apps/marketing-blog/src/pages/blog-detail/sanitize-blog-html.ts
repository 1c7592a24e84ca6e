import { FilterXSS, safeAttrValue, type IWhiteList } from 'xss';
import { balanceTags } from './balance-tags';

const TEXT: string[] = [];

// Text formatting, images and ordinary links, each with the only attributes it keeps. No classes,
// ids, styles or event handlers: the page's CSS styles the body by element.
const ALLOWED: IWhiteList = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  abbr: ['title'],
  ...Object.fromEntries(
    [
      'p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'pre', 'code', 'kbd', 'q', 'cite',
      'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'mark', 'small', 'sub', 'sup', 'span', 'div',
      'ul', 'li', 'dl', 'dt', 'dd', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr',
    ].map((tag) => [tag, TEXT]),
  ),
};

// Elements whose content is code, a document or a control: dropped with everything inside them.
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'noscript', 'template', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'svg', 'math', 'textarea', 'select', 'option', 'title', 'xmp', 'noembed', 'noframes', 'plaintext',
];

// Web addresses, paths (and mail, phone and in-page links for links). No javascript:, data:, ftp: or any
// other scheme: the library alone would let data:image/ and ftp: through.
const LINK = /^(https?:\/\/|mailto:|tel:|\/|\.\.?\/|#)/;
const IMAGE = /^(https?:\/\/|\/|\.\.?\/)/;
// An element of DROPPED_WITH_CONTENT left open runs to the end of the post, as the HTML parser reads it.
const UNCLOSED_TO_END = new RegExp(`<(${DROPPED_WITH_CONTENT.join('|')})\\b[\\s\\S]*?(?:<\\/\\1\\s*>|$)`, 'gi');

const filter = new FilterXSS({
  whiteList: ALLOWED,
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  css: false,
  onTagAttr(tag, name, value, isAllowed) {
    if (!isAllowed || (name !== 'href' && name !== 'src')) return undefined;
    // The library's own check first (it reads entities and control characters as a browser would),
    // then ours, which also refuses data: images. A refused address drops the attribute entirely:
    // an empty href would still be a link to the page itself.
    const safe = safeAttrValue(tag, name, value, { process: (css) => css });
    const allowed = name === 'href' ? LINK : IMAGE;
    return safe && allowed.test(safe) ? `${name}="${safe}"` : '';
  },
});

/**
 * Post bodies come from an editor that accepts pasted HTML. Only text formatting, images and
 * ordinary links survive: no scripts, no event handlers, no javascript: or data: URLs, no forms,
 * frames or inline styles. Pure string work, so the server and the browser produce the same body.
 */
export function sanitizeBlogHtml(html: string): string {
  return balanceTags(filter.process(html.replace(UNCLOSED_TO_END, '')));
}

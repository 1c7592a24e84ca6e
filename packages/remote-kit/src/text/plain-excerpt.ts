import { decodeHtmlEntities } from './html-entities';

// Elements whose content is code or embedded documents, never readable text.
const HIDDEN = /<(script|style|noscript|template|iframe|textarea|svg|math)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
// Elements a reader sees as separate blocks: their edges separate words.
const BLOCK_EDGE =
  /<\/?(p|h[1-6]|li|ul|ol|dl|dt|dd|br|hr|div|blockquote|pre|figure|figcaption|table|caption|tr|td|th|section|article|header|footer|aside|nav)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
// Any other tag (a quoted attribute may hold a ">"); a "<" not opening a tag stays text, as in HTML.
const TAG = /<\/?[a-z][^\s/>]*(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>|<\?[^>]*>/g;
// The end of a heading (or a caption, a term): read as the end of a sentence, so a title never runs
// into the sentence after it ("Key findings The full report…").
const TITLE_END = /<\/(h[1-6]|dt|caption|figcaption)\s*>/gi;
// Stands for a title's end while tags are dropped: a character no post writes (private use).
const STOP = '\ue000';
const SENTENCE_END = /[.!?:;…]$/;

function endTitles(text: string): string {
  return text.replace(/\s*\ue000[\s\ue000]*/g, (mark: string, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    if (!before || offset + mark.length === whole.length) return ' ';
    return SENTENCE_END.test(before) ? ' ' : '. ';
  });
}

/**
 * The readable text of a piece of HTML: code, comments and tags dropped, blocks separated by a space,
 * a title ended as a sentence, entities read, white space collapsed. Pure string work, so the server and the browser produce the
 * same text (a post's card excerpt and its description tags). The result is text, not HTML: it is
 * only ever written escaped.
 */
export function plainText(html: string): string {
  const text = html.replace(COMMENT, ' ').replace(HIDDEN, ' ').replace(TITLE_END, STOP).replace(BLOCK_EDGE, ' ').replace(TAG, '');
  return endTitles(decodeHtmlEntities(text).replace(/\s+/g, ' ').trim()).trim();
}

/** Text cut to at most `maxLength` characters, at a word where one is near, with "…" marking the cut. */
export function truncateText(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const kept = lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength);
  // Never leave half of a character written as a surrogate pair (an emoji) before the mark.
  return `${kept.replace(/[\ud800-\udbff]$/, '').replace(/[,.;:!?]+$/, '')}…`;
}

/** The readable start of a post's HTML, for cards (180 characters) and descriptions (160). */
export function plainExcerpt(html: string, maxLength = 180): string {
  return truncateText(plainText(html), maxLength);
}

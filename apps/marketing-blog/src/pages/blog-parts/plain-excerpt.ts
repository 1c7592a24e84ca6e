const BLOCKS = 'p, h1, h2, h3, h4, h5, h6, li, br, div, blockquote';

/**
 * The readable text at the start of a post's HTML, for cards and descriptions. The HTML is parsed
 * into an inert document (nothing in it loads or runs) and only its text is kept.
 */
export function plainExcerpt(html: string, maxLength = 180): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll('script, style, noscript, template, iframe').forEach((node) => node.remove());
  doc.querySelectorAll(BLOCKS).forEach((node) => node.append(' '));
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength)).replace(/[,.;:!?]+$/, '')}…`;
}

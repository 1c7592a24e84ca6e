import { plainExcerpt } from '@echowatch/remote-kit/text';

/** Text for an attribute or element of the served HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/**
 * The readable start of a post's HTML for a description. The post page computes its own description
 * with the same function (from remote-kit), so the served tags and the page's tags never differ.
 * Only ever written back escaped, so nothing here needs to be safe HTML.
 */
export function plainDescription(html: string, maxLength = 160): string {
  return plainExcerpt(html, maxLength);
}

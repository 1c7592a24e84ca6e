import DOMPurify from 'dompurify';

/**
 * Post bodies come from an editor that accepts pasted HTML. Only text formatting, images and
 * ordinary links survive: no scripts, no event handlers, no javascript: or data: URLs, no forms,
 * frames or inline styles.
 */
export function sanitizeBlogHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'srcset', 'formaction', 'target'],
    ALLOW_DATA_ATTR: false,
  });
}

/** @jest-environment node */
import { sanitizeBlogHtml } from './sanitize-blog-html';
import { SANITIZE_CASES } from './sanitize-cases';

// On the server there is no DOM at all; the body must come out exactly as in the browser.
describe('sanitizeBlogHtml on the server', () => {
  it('runs without a DOM', () => {
    expect(typeof (globalThis as { document?: unknown }).document).toBe('undefined');
  });

  it.each(SANITIZE_CASES)('$name', ({ html, clean }) => {
    expect(sanitizeBlogHtml(html)).toBe(clean);
  });
});

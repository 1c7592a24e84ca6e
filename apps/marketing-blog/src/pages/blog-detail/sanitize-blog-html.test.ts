import { sanitizeBlogHtml } from './sanitize-blog-html';
import { SANITIZE_CASES } from './sanitize-cases';

// In the browser (jsdom): the result, put into the page, parses to what it says and runs nothing.
describe('sanitizeBlogHtml in the browser', () => {
  afterEach(() => {
    delete (window as { __echowatchInjected?: string }).__echowatchInjected;
  });

  it.each(SANITIZE_CASES)('$name', ({ html, clean }) => {
    expect(sanitizeBlogHtml(html)).toBe(clean);
  });

  it('leaves nothing that runs once the result is put into the page', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = sanitizeBlogHtml(
      '<img src="x" onerror="window.__echowatchInjected=1"><svg onload="window.__echowatchInjected=2"></svg>' +
        '<iframe src="javascript:window.__echowatchInjected=3"></iframe><form action="https://evil.test"><button>Go</button></form>' +
        '<p style="position:fixed">Styled</p><a href="data:text/html,<script>alert(1)</script>">Data</a>' +
        '<scr<script>x</script>ipt>window.__echowatchInjected=4</script><img src=x onerror=window.__echowatchInjected=5//',
    );
    container.querySelectorAll('img').forEach((image) => image.dispatchEvent(new Event('error')));
    expect((window as { __echowatchInjected?: unknown }).__echowatchInjected).toBeUndefined();
    expect(container.querySelectorAll('script, svg, iframe, form, button, [style], [onerror]')).toHaveLength(0);
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(container.textContent).toContain('Styled');
    container.remove();
  });

  it('gives a body the browser parses back to the same markup (so server HTML and client agree)', () => {
    const container = document.createElement('div');
    for (const { clean } of SANITIZE_CASES.filter(({ name }) => !name.startsWith('ordinary'))) {
      container.innerHTML = clean;
      expect(container.innerHTML).toBe(clean);
    }
  });
});

import { sanitizeBlogHtml } from './sanitize-blog-html';

describe('sanitizeBlogHtml', () => {
  afterEach(() => {
    delete (window as { __echowatchInjected?: string }).__echowatchInjected;
  });

  it('removes scripts, event handlers and javascript: links, keeping the text and formatting', () => {
    const html = [
      '<h2>Ba lỗi thường gặp</h2><p><strong>Lead</strong> text</p>',
      "<script>window.__echowatchInjected = 'script'</script>",
      '<img src="/pixel.gif" alt="Pixel" onerror="window.__echowatchInjected = \'onerror\'">',
      '<a href="javascript:window.__echowatchInjected = \'link\'">Mở bảng đo lường</a>',
      '<a href="JaVaScRiPt:alert(1)" onclick="alert(2)">Hoa thường</a>',
      '<a href="https://echowatch.vn/bao-cao">Báo cáo</a>',
    ].join('');
    const clean = sanitizeBlogHtml(html);
    expect(clean).not.toMatch(/<script|onerror|onclick|javascript:/i);
    expect(clean).toContain('<h2>Ba lỗi thường gặp</h2><p><strong>Lead</strong> text</p>');
    expect(clean).toContain('<img src="/pixel.gif" alt="Pixel">');
    expect(clean).toContain('<a>Mở bảng đo lường</a>');
    expect(clean).toContain('<a href="https://echowatch.vn/bao-cao">Báo cáo</a>');
  });

  it('leaves nothing that runs once the result is put into the page', () => {
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = sanitizeBlogHtml(
      '<img src="x" onerror="window.__echowatchInjected=1"><svg onload="window.__echowatchInjected=2"></svg>' +
        '<iframe src="javascript:window.__echowatchInjected=3"></iframe><form action="https://evil.test"><button>Go</button></form>' +
        '<p style="position:fixed">Styled</p><a href="data:text/html,<script>alert(1)</script>">Data</a>',
    );
    container.querySelector('img')?.dispatchEvent(new Event('error'));
    expect((window as { __echowatchInjected?: unknown }).__echowatchInjected).toBeUndefined();
    expect(container.querySelectorAll('svg, iframe, form, button, [style]')).toHaveLength(0);
    expect(container.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(container.textContent).toContain('Styled');
    container.remove();
  });
});

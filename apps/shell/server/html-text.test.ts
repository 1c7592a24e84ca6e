/** @jest-environment node */
import { plainExcerpt } from '@echowatch/remote-kit/text';
import { escapeHtml, plainDescription } from './html-text';

describe('plainDescription', () => {
  it('keeps the words of the text, drops markup and code, reads entities', () => {
    expect(
      plainDescription('<p><strong>Lắng nghe</strong> mạng xã hội &amp; báo chí&nbsp;&#8211; mỗi ngày.</p><script>alert("x")</script><ul><li>Một</li><li>Hai</li></ul>'),
    ).toBe('Lắng nghe mạng xã hội & báo chí – mỗi ngày. Một Hai');
  });

  it('cuts at a word and marks the cut', () => {
    const description = plainDescription(`<p>${'social listening '.repeat(30)}</p>`, 40);
    expect(description).toBe('social listening social listening social…');
  });

  it('is the description the post page itself writes, so served and page tags agree', () => {
    const html = `<p>B&aacute;o c&aacute;o <a href="/x" title="a > b">ng&agrave;nh</a></p><!-- note --><p>${'chi tiết '.repeat(40)}</p>`;
    expect(plainDescription(html)).toBe(plainExcerpt(html, 160));
    expect(plainDescription(html).startsWith('Báo cáo ngành chi tiết')).toBe(true);
  });
});

describe('escapeHtml', () => {
  it('makes text safe inside attributes and elements', () => {
    expect(escapeHtml(`"><script>alert('x')</script>&`)).toBe('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;');
  });
});

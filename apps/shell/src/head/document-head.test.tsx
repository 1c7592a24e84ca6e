import { renderToStaticMarkup } from 'react-dom/server';
import { DocumentHeadTags } from './document-head';
import type { DocumentHead } from './route-head';

const INDEXED: DocumentHead = {
  title: 'Bài "một" | EchoWatch',
  description: 'Mở đầu & tóm tắt',
  noindex: false,
  canonical: 'https://echowatch.example/blog-detail/post?lng=vi',
  alternates: [],
  preview: {
    type: 'article',
    siteName: 'EchoWatch',
    locale: 'vi_VN',
    title: 'Bài "một"',
    description: 'Mở đầu & tóm tắt',
    url: 'https://echowatch.example/blog-detail/post?lng=vi',
    image: 'https://blog.example/a.png',
    imageAlt: 'Bài "một"',
  },
};

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;

describe('DocumentHeadTags', () => {
  it('writes one title, description and canonical link, escaped, and the preview tags the open page may replace', () => {
    const html = renderToStaticMarkup(<DocumentHeadTags head={INDEXED} />);
    expect([count(html, /<title>/), count(html, /<meta name="description"/), count(html, /rel="canonical"/)]).toEqual([1, 1, 1]);
    expect(html).toContain('<title>Bài &quot;một&quot; | EchoWatch</title>');
    expect(html).toContain('<meta name="description" content="Mở đầu &amp; tóm tắt"/>');
    expect(html).toContain('<link rel="canonical" href="https://echowatch.example/blog-detail/post?lng=vi" data-page-head=""/>');
    expect(html).toContain('<meta property="og:image:alt" content="Bài &quot;một&quot;" data-page-head=""/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-page-head=""/>');
    expect(html).not.toContain('noindex');
  });

  it('writes each language alternate with its hreflang', () => {
    const alternates = [
      { hrefLang: 'vi', href: 'https://e.example/?lng=vi' },
      { hrefLang: 'x-default', href: 'https://e.example/' },
    ];
    const html = renderToStaticMarkup(<DocumentHeadTags head={{ ...INDEXED, alternates }} />);
    expect(html).toContain('<link rel="alternate" hrefLang="vi" href="https://e.example/?lng=vi" data-page-head=""/>');
    expect(count(html, /rel="alternate"/)).toBe(2);
  });

  it('marks a page that is not indexed, with no addresses or preview', () => {
    const html = renderToStaticMarkup(<DocumentHeadTags head={{ ...INDEXED, noindex: true, canonical: null, preview: null }} />);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:');
  });
});

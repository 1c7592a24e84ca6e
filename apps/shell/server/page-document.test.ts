/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { RenderedPage } from '../src/ssr/render-contract';
import { pageDocument, type DocumentParts } from './page-document';

// As the build writes it: minified, attribute values unquoted where they can be.
const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><meta charset=utf-8><title>EchoWatch</title>' +
  '<meta name=description content="EchoWatch – social listening."><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';
const SITE = 'https://echowatch.example';

const config: SiteConfig = {
  ...(structuredClone(localEnvironment) as unknown as SiteConfig),
  brand: { name: 'EchoWatch', siteUrl: `${SITE}/` },
};

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    language: 'en',
    title: 'Packages | EchoWatch',
    description: 'Plans for every team.',
    noindex: false,
    routeId: 'packages',
    appHtml: '<main><h1>Packages</h1></main>',
    stateJson: '{"language":"en"}',
    headTags: ['<link rel="stylesheet" href="https://cdn.example/pricing.css">'],
    ...overrides,
  };
}

function documentFor(overrides: Partial<RenderedPage> = {}, parts: Partial<Omit<DocumentParts, 'page'>> = {}, template = INDEX_HTML) {
  return pageDocument(template, {
    page: page(overrides),
    config,
    url: '/packages',
    shellStyles: ['<style>:root{--ew-blue:#0a58ca}</style>'],
    ...parts,
  });
}

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pageDocument', () => {
  it('sets the language of the page on <html>', () => {
    const html = documentFor({ language: 'en' });
    expect(html).toContain('<!doctype html><html lang="en"><head>');
    expect(count(html, /<html\b/)).toBe(1);
  });

  it('writes the title and one description, escaped', () => {
    const html = documentFor({ title: 'Tom & "Jerry" <b>', description: 'Say "hi" & <leave>' });
    expect(html).toContain('<title>Tom &amp; &quot;Jerry&quot; &lt;b&gt;</title>');
    expect(count(html, /<title>/)).toBe(1);
    expect(count(html, /<meta name=["']?description/)).toBe(1);
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot; &amp; &lt;leave&gt;">');
    expect(html).not.toContain('social listening.');
  });

  it('keeps $ patterns in the title, description, markup and state literal', () => {
    const html = documentFor({ title: "Save $& $1 $$ $` $'", description: '$&', appHtml: '<p>$& $$</p>', stateJson: '{"p":"$\'"}' });
    expect(html).toContain("<title>Save $&amp; $1 $$ $` $&#39;</title>");
    expect(html).toContain('content="$&amp;"');
    expect(html).toContain('<div id="root"><p>$& $$</p></div>');
    expect(html).toContain('type="application/json">{"p":"$\'"}</script>');
  });

  it("names the page's first hints before the shell's inlined styles and the remote's tags", () => {
    const hint = '<link rel="preload" as="image" href="https://media.example/cover.png" fetchpriority="high">';
    const top = head(documentFor({ firstHints: [hint] }));
    expect(top.indexOf(hint)).toBeGreaterThan(-1);
    expect(top.indexOf(hint)).toBeLessThan(top.indexOf('<style>:root'));
    expect(top.indexOf('<style>:root')).toBeLessThan(top.indexOf('pricing.css'));
  });

  it('links an indexable page to its canonical address and its language alternates', () => {
    const html = documentFor({ language: 'en' }, { url: '/discovery/all?page=2&lng=vi' });
    const base = `${SITE}/discovery/all?page=2`;
    expect(html).toContain(`<link rel="canonical" href="${base}&amp;lng=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="vi" href="${base}&amp;lng=vi">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${base}&amp;lng=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${base}">`);
    expect(count(html, /<link rel="canonical"/)).toBe(1);
    expect(count(html, /hreflang=/)).toBe(3);
    expect(html).not.toContain('noindex');
  });

  it('gives a page without a query its language as the only parameter', () => {
    const html = documentFor({ language: 'vi' }, { url: '/' });
    expect(html).toContain(`<link rel="canonical" href="${SITE}/?lng=vi">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/">`);
  });

  it('marks a noindex page and gives it no canonical or alternates', () => {
    const html = documentFor({ noindex: true, routeId: 'login' }, { url: '/login' });
    expect(head(html)).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  it("writes one title, description and canonical link, the page's own head, for a post", () => {
    const canonical = `${SITE}/blog-detail/post?lng=vi`;
    const post = { title: 'Bài "một"', description: 'Mở đầu & tóm tắt', canonical, language: 'vi', type: 'article', image: 'https://blog.example/a.png' } as const;
    const html = documentFor({ routeId: 'blogDetail', title: 'Bài "một" | EchoWatch', description: post.description, head: post }, { url: '/blog-detail/post?lng=en' });
    const top = head(html);
    expect([count(html, /<title>/), count(html, /<meta name="description"/), count(html, /<link rel="canonical"/)]).toEqual([1, 1, 1]);
    expect(top).toContain('<title>Bài &quot;một&quot; | EchoWatch</title>');
    expect(top).toContain('<meta name="description" content="Mở đầu &amp; tóm tắt">');
    expect(top).toContain(`<link rel="canonical" href="${canonical}" data-page-head>`);
    expect(top).toContain('<meta property="og:title" content="Bài &quot;một&quot;" data-page-head>');
    expect(top).toContain('<meta property="og:description" content="Mở đầu &amp; tóm tắt" data-page-head>');
    expect(top).toContain('<meta property="og:image" content="https://blog.example/a.png" data-page-head>');
    expect(top).toContain('<meta property="og:locale" content="vi_VN" data-page-head>');
    expect(top).toContain('<meta property="og:site_name" content="EchoWatch" data-page-head>');
    // A post exists in one language: no alternates in another.
    expect(html).not.toContain('hreflang');
    expect(html).not.toContain('noindex');
    expect(top).toContain('pricing.css');
  });

  it('puts the shell styles, then the page head tags, before </head>', () => {
    const html = head(documentFor());
    const shell = html.indexOf('<style>:root');
    const remote = html.indexOf('pricing.css');
    expect(shell).toBeGreaterThan(html.indexOf('<title>'));
    expect(remote).toBeGreaterThan(shell);
    expect(html.indexOf('rel="canonical"')).toBeGreaterThan(remote);
  });

  it('puts the markup inside the root and the state script right before </body>', () => {
    const html = documentFor();
    expect(html).toContain('<body><div id="root"><main><h1>Packages</h1></main></div>');
    expect(html.endsWith('<script id="ew-page-state" type="application/json">{"language":"en"}</script></body></html>')).toBe(true);
    expect(count(html, /id="?root/)).toBe(1);
  });

  it('fills an unminified template as well', () => {
    const template =
      '<!DOCTYPE html>\n<html lang="vi" dir="ltr">\n<head>\n<title>\nEchoWatch\n</title>\n' +
      '<meta name="description" content="Default" />\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>';
    const html = documentFor({}, {}, template);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Packages | EchoWatch</title>');
    expect(html).toContain('<meta name="description" content="Plans for every team.">');
    expect(html).not.toContain('Default');
    expect(html).toContain('<div id="root"><main>');
    expect(html).toContain('</script></body>');
  });
});

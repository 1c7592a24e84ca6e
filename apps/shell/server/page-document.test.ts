/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { RenderedPage } from '../src/ssr/render-contract';
import { pageDocument, unrenderedDocument } from './page-document';

// As the build writes it: minified, attribute values unquoted where they can be, nothing of a page's own.
const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><meta charset=utf-8><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';
const HEAD = '<title>Packages | EchoWatch</title><meta name="description" content="Plans for every team."/>';

const config = { ...(structuredClone(localEnvironment) as unknown as SiteConfig), brand: { name: 'Echo & Watch', siteUrl: 'https://echowatch.example/' } };

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    language: 'en',
    headHtml: HEAD,
    appHtml: '<main><h1>Packages</h1></main>',
    stateJson: '{"language":"en"}',
    headTags: ['<link rel="stylesheet" href="https://cdn.example/pricing.css">'],
    ...overrides,
  };
}

const documentFor = (overrides: Partial<RenderedPage> = {}, template = INDEX_HTML) =>
  pageDocument(template, { page: page(overrides), shellStyles: ['<style>:root{--ew-blue:#0a58ca}</style>'] });

const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern.source, 'gi'))?.length ?? 0;
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('pageDocument', () => {
  it('sets the language of the page on <html>', () => {
    const html = documentFor({ language: 'en' });
    expect(html).toContain('<!doctype html><html lang="en"><head>');
    expect(count(html, /<html\b/)).toBe(1);
  });

  it("puts the route's head tags into the head once, as React wrote them", () => {
    const html = documentFor();
    expect(head(html)).toContain(HEAD);
    expect([count(html, /<title>/), count(html, /<meta name="description"/)]).toEqual([1, 1]);
  });

  it('keeps $ patterns in the head, markup and state literal', () => {
    const html = documentFor({ headHtml: "<title>Save $& $1 $$ $` $'</title>", appHtml: '<p>$& $$</p>', stateJson: '{"p":"$\'"}' });
    expect(html).toContain("<title>Save $& $1 $$ $` $'</title>");
    expect(html).toContain('<div id="root"><p>$& $$</p></div>');
    expect(html).toContain('type="application/json">{"p":"$\'"}</script>');
  });

  it("names the page's first hints before the shell's inlined styles, the remote's tags and the route's head", () => {
    const hint = '<link rel="preload" as="script" href="/pricing-reporting/remoteEntry.js" fetchpriority="high">';
    const top = head(documentFor({ firstHints: [hint] }));
    expect(top.indexOf(hint)).toBeGreaterThan(-1);
    expect(top.indexOf(hint)).toBeLessThan(top.indexOf('<style>:root'));
    expect(top.indexOf('<style>:root')).toBeLessThan(top.indexOf('pricing.css'));
    expect(top.indexOf('pricing.css')).toBeLessThan(top.indexOf('<title>'));
  });

  it('puts the markup inside the root and the state script right before </body>', () => {
    const html = documentFor();
    expect(html).toContain('<body><div id="root"><main><h1>Packages</h1></main></div>');
    expect(html.endsWith('<script id="ew-page-state" type="application/json">{"language":"en"}</script></body></html>')).toBe(true);
    expect(count(html, /id="?root/)).toBe(1);
  });

  it('fills an unminified template as well', () => {
    const template = '<!DOCTYPE html>\n<html lang="vi" dir="ltr">\n<head>\n<meta charset="utf-8" />\n</head>\n<body>\n<div id="root"></div>\n</body>\n</html>';
    const html = documentFor({}, template);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain(`${HEAD}</head>`);
    expect(html).toContain('<div id="root"><main>');
    expect(html).toContain('</script></body>');
  });
});

describe('unrenderedDocument', () => {
  it('names the page after the site, escaped, for the browser to draw it', () => {
    const html = unrenderedDocument(INDEX_HTML, { config });
    expect(head(html)).toContain('<title>Echo &amp; Watch</title>');
    expect(html).toContain('<div id=root></div>');
  });

  it('carries the composition the server chose for the visitor, as JSON that cannot end its element', () => {
    const canary = { ...config, remotes: { ...config.remotes, 'marketing-blog': 'https://cdn.test/marketing-blog/1.1.0/mf-manifest.json' }, brand: { ...config.brand, name: '</script><b>' } };
    const html = unrenderedDocument(INDEX_HTML, { config: canary, canaries: ['marketing-blog'] });
    const inlined = /<script id="ew-served-composition" type="application\/json">(.*?)<\/script><\/body>/.exec(html)?.[1];
    expect(inlined).not.toContain('</script>');
    expect(JSON.parse(inlined!)).toEqual({ config: canary, canaries: ['marketing-blog'] });
  });
});

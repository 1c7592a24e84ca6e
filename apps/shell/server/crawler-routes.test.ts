/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import type { BlogPost } from '@echowatch/api-client';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { apiServer } from '@echowatch/test-utils/api-server';
import { startTestShellServer, type TestShellServer } from './testing/test-shell-server';

const BLOG = 'http://blog.test/api';
// As the build writes it: minified, attribute values unquoted where they can be.
const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><meta charset=utf-8><title>EchoWatch</title>' +
  '<meta name=description content="EchoWatch – social listening."><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';
const SITE = 'https://echowatch.example';

function post(slug: string, overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    id: 201,
    slug,
    title: 'Social listening basics: what it is & why "it" matters',
    content: '<p><strong>Every day</strong>, brands are mentioned&nbsp;everywhere.</p><script>alert(1)</script><h2>Start</h2>',
    thumbnail: `${BLOG}/media/thumbnails/${slug}.png`,
    report_file: null,
    created_at: '2025-11-17T09:00:00+07:00',
    blog_type_id: 1,
    blog_type_ids: [1],
    status: 1,
    language: 'en',
    ...overrides,
  };
}

const PUBLISHED = [
  post('social-listening-basics', { translations: [{ language: 'vi', slug: 'social-listening-la-gi' }] }),
  post('social-listening-la-gi', { id: 101, language: 'vi', translations: [{ language: 'en', slug: 'social-listening-basics' }] }),
  post('tin-gia-va-rui-ro-danh-tieng', { id: 126, language: 'vi', title: 'Tin giả và rủi ro danh tiếng', created_at: '2025-05-15T14:10:00+07:00' }),
];

/** How many times the blog service was asked for a list of posts. */
let listCalls = 0;
let dir: string;
let site: TestShellServer;
let base: string;

/** A blog host answering the blog calls (docs/product-rules.md, R-BLOG-7) over PUBLISHED. */
function serveBlog() {
  apiServer.use(
    http.get(`${BLOG}/blogs/:slug`, ({ params }) => {
      const found = PUBLISHED.find((item) => item.slug === params.slug);
      return found
        ? HttpResponse.json({ code: 0, message: 'success', data: found })
        : HttpResponse.json({ code: 404, message: 'Blog not found', data: null }, { status: 404 });
    }),
    http.get(`${BLOG}/blogs`, ({ request }) => {
      listCalls += 1;
      const query = new URL(request.url).searchParams;
      const items = PUBLISHED.filter((item) => item.language === query.get('language'));
      return HttpResponse.json({ code: 0, message: 'success', data: { items, total: items.length } });
    }),
  );
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shell-server-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.brand.siteUrl = `${SITE}/`;
  config.hosts.blog = BLOG;
  site = await startTestShellServer(config, { distDir: dir, blogTimeoutMs: 300 });
  base = site.base;
});

// The requests of the test itself go to the real server; only the blog host is stood in for.
beforeEach(() => site.passThrough());

afterAll(async () => {
  await site.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Promotes another composition: the same environment at another public origin. */
function promote(origin: string) {
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.brand.siteUrl = `${origin}/`;
  config.hosts.blog = BLOG;
  writeFileSync(site.environmentFile, JSON.stringify(config));
}

describe('an article without a server render', () => {
  it('is the plain page for the browser to render: its head comes with the page, never from a lookup of its own', async () => {
    let asked = 0;
    apiServer.use(
      http.get(`${BLOG}/blogs/:slug`, () => {
        asked += 1;
        return HttpResponse.json({ code: 0, message: 'success', data: PUBLISHED[0] });
      }),
    );
    const response = await fetch(`${base}/blog-detail/social-listening-basics`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>EchoWatch</title>');
    expect(html).toContain('<div id=root></div>');
    expect(asked).toBe(0);
  });
});

describe('sitemap and robots', () => {
  it('lists every static route in both languages and every published post at its canonical address', async () => {
    serveBlog();
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!);
    for (const route of ['/', '/discovery', '/discovery/goc-chuyen-gia', '/packages', '/reporting-service', '/insight', '/faqs', '/faqs/common-faqs', '/faqs/detail', '/terms-of-use', '/privacy-policy', '/open-api-docs', '/solutions/customer-care', '/features/alert-report']) {
      expect(locs).toContain(`${SITE}${route}?lng=vi`);
      expect(locs).toContain(`${SITE}${route}?lng=en`);
    }
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/packages?lng=en"/>`);
    // The default is an address that is its own canonical: the Vietnamese one.
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/packages?lng=vi"/>`);
    expect(locs).toContain(`${SITE}/blog-detail/social-listening-basics?lng=en`);
    expect(locs).toContain(`${SITE}/blog-detail/tin-gia-va-rui-ro-danh-tieng?lng=vi`);
    expect(xml).toContain('<lastmod>2025-05-15</lastmod>');
    // A post and its translation name each other, the Vietnamese one the default; a post with none names no alternate.
    const entryOf = (loc: string) => new RegExp(`<url><loc>${loc.replace(/[.?]/g, '\\$&')}</loc>.*?</url>`).exec(xml)?.[0] ?? '';
    for (const loc of [`${SITE}/blog-detail/social-listening-basics?lng=en`, `${SITE}/blog-detail/social-listening-la-gi?lng=vi`]) {
      expect(entryOf(loc)).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${SITE}/blog-detail/social-listening-basics?lng=en"/>`);
      expect(entryOf(loc)).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog-detail/social-listening-la-gi?lng=vi"/>`);
    }
    expect(entryOf(`${SITE}/blog-detail/tin-gia-va-rui-ro-danh-tieng?lng=vi`)).not.toContain('hreflang');
    // Pages that say noindex (sign-in, recovery, links from mails) are not listed.
    expect(locs.filter((loc) => /\/(login|register|forgot-password|user|unsubscribe-newsletter|forgot-otp|reset-2fa|solutions\/:|blog-detail\/:)/.test(loc))).toEqual([]);
  });

  it('serves robots.txt naming the sitemap', async () => {
    const response = await fetch(`${base}/robots.txt`);
    expect(response.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /user');
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('builds one sitemap for crawlers asking at once, and builds anew for a promoted composition', async () => {
    serveBlog();
    const before = listCalls;
    promote('https://promoted.echowatch.example');
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${base}/sitemap.xml`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const xmls = new Set(await Promise.all(answers.map((answer) => answer.text())));
    expect(xmls.size).toBe(1);
    expect([...xmls][0]).toContain('<loc>https://promoted.echowatch.example/blog-detail/social-listening-basics?lng=en</loc>');
    // One list per language, for all twenty.
    expect(listCalls - before).toBe(2);
    expect(await (await fetch(`${base}/sitemap.xml`)).text()).toBe([...xmls][0]);
    expect(listCalls - before).toBe(2);
  });

  it('still lists the static routes when the blog service is down', async () => {
    apiServer.use(http.get(`${BLOG}/blogs`, () => HttpResponse.error()));
    promote('https://down.echowatch.example');
    const xml = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(xml).toContain('<loc>https://down.echowatch.example/discovery?lng=vi</loc>');
    expect(xml).not.toContain('/blog-detail/');
  });
});

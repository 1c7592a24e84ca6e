/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { apiServer } from '@echowatch/test-utils/api-server';
import type { PageRenderer, RenderedPage } from '../src/ssr/render-contract';
import { startTestShellServer, type TestShellServer } from './testing/test-shell-server';

const BLOG = 'http://blog.test/api';
const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><meta charset=utf-8>' +
  '<script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';

/** Renders every address as a page; one address makes the render itself throw past its guard. */
const renderer: PageRenderer = {
  warm: async () => undefined,
  render: ({ url, language }) => {
    const page: RenderedPage = {
      status: 200,
      language,
      headHtml: '<title>Page</title>',
      appHtml: `<main>${url.replace(/[<>&]/g, '')}</main>`,
      stateJson: '{}',
      headTags: [],
      preloads: [
        { href: 'https://cdn.test/pricing-reporting/1.0.0/remoteEntry.js', as: 'script' },
      ],
      // A page that sends the visitor elsewhere while rendering, as an unknown reset link does.
      ...(url.startsWith('/reset-2fa/') ? { redirect: '/login?lng=en' } : {}),
      // A page that found nothing at its address, as a post the blog service does not know.
      ...(url.startsWith('/blog-detail/unknown-post') ? { status: 404, headHtml: '<title>Not found</title><meta name="robots" content="noindex"/>', reuse: 'data' } : {}),
    };
    return Promise.resolve(page);
  },
};

let root: string;
let site: TestShellServer;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'page-route-'));
  const dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'texts-en.e1.js'), '');
  writeFileSync(path.join(dist, 'texts-vi.v1.js'), '');
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.hosts.blog = BLOG;
  site = await startTestShellServer(config, { distDir: dist, renderer: Promise.resolve(renderer) });
});

beforeEach(() => site.passThrough());

afterAll(async () => {
  await site.stop();
  rmSync(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${site.base}${pathname}`, { headers });

describe('a page that redirects while rendering', () => {
  it('is answered with an HTTP redirect, before any script runs, and kept by no cache', async () => {
    const response = await fetch(`${site.base}/reset-2fa/unknown?lng=en`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?lng=en');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('page addresses that look odd', () => {
  it('renders a page whose secret token holds encoded dots and slashes, instead of a bare "Not found"', async () => {
    const answer = await get('/forgot-password/tok-1%2F..%2F..%2Fapi%2Flogout');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/html/);
    expect(await answer.text()).toContain('<main>/forgot-password/tok-1%2F..%2F..%2Fapi%2Flogout</main>');
  });

  it('sends an address with a trailing slash to the one without, keeping its query, for good', async () => {
    for (const [asked, single] of [
      ['/solutions/customer-care/', '/solutions/customer-care'],
      ['/discovery//?page=2&lng=en', '/discovery?page=2&lng=en'],
    ]) {
      const answer = await fetch(`${site.base}${asked}`, { redirect: 'manual' });
      expect({ asked, status: answer.status, location: answer.headers.get('location') }).toEqual({ asked, status: 301, location: single });
    }
    expect((await get('/?lng=en')).status).toBe(200);
  });

  it('answers a missing file briefly', async () => {
    const answer = await get('/main.0badc0de.js');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toBe('Not found');
  });

  it('answers an article slug that cannot be decoded with the page, never with a stack trace', async () => {
    const answer = await site.rawGet('/blog-detail/%E0%A4%A');
    expect(answer.status).toBe(200);
    expect(answer.body).not.toMatch(/URIError|at \w+ \(/);
  });
});

describe('an article', () => {
  it('costs the blog service nothing beyond the calls its page makes while rendering', async () => {
    const asked: string[] = [];
    apiServer.use(
      http.get(`${BLOG}/*`, ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ code: 0, message: 'success', data: { slug: 'a-post', title: 'A post', content: '<p>Text</p>', language: 'en' } });
      }),
    );
    const answer = await get('/blog-detail/a-post?lng=en');
    expect(answer.status).toBe(200);
    await answer.text();
    // This page renders without data: a server that looked the post up on its own would show here.
    expect(asked).toEqual([]);
  });

  it('answers 404, not indexed, when its page found that the address names nothing', async () => {
    const answer = await get('/blog-detail/unknown-post?lng=en');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    const html = await answer.text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('the code a page names before its markup', () => {
  const expected = (texts: string) =>
    [
      '</main.js>; rel=preload; as=script',
      '<https://cdn.test/pricing-reporting/1.0.0/remoteEntry.js>; rel=preload; as=script',
      `<${texts}>; rel=preload; as=script`,
    ].join(', ');

  it("names the shell's entry, the route's manifest and scripts and the shell's texts in the page's language", async () => {
    const answer = await get('/packages?lng=en');
    expect(answer.headers.get('link')).toBe(expected('/texts-en.e1.js'));
    // The head names the same texts, for a browser that reads no Link header.
    expect(await answer.text()).toContain('<link rel="preload" as="script" href="/texts-en.e1.js">');
    expect((await get('/packages?lng=vi')).headers.get('link')).toBe(expected('/texts-vi.v1.js'));
  });

  it('names them for a page answered to a posted form too', async () => {
    const posted = await fetch(`${site.base}/contact?lng=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Lan',
    });
    expect(posted.headers.get('link')).toBe(expected('/texts-en.e1.js'));
  });
});

describe('what a cache in front may keep', () => {
  // An anonymous page a shared cache may keep: page-route-cache.test.ts (pages this server keeps).
  it('keeps a secret link and a posted form out of every cache', async () => {
    expect((await get('/forgot-password/abc-def')).headers.get('cache-control')).toBe('private, no-store');
    const posted = await fetch(`${site.base}/contact`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' }, body: 'name=Lan' });
    expect(posted.headers.get('cache-control')).toBe('private, no-store');
  });
});

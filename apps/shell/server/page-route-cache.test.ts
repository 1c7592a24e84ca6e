/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { PageRenderer, RenderedPage } from '../src/ssr/render-contract';
import { SHARED_PAGE_CACHE } from './page-cache-policy';
import { startTestShellServer, type TestShellServer } from './testing/test-shell-server';

const INDEX_HTML = '<!doctype html><html lang="vi"><head><title>EchoWatch</title></head><body><div id=root></div></body></html>';

let renders = 0;
/** Every address renders as a page with data, numbered, so a test sees which render it was given. */
const renderer: PageRenderer = {
  warm: async () => undefined,
  render: ({ url, language }) => {
    renders += 1;
    const page: RenderedPage = {
      status: 200,
      language,
      headHtml: '<title>Page</title>',
      appHtml: `<main>${url.replace(/[<>&]/g, '')} ${'words '.repeat(500)} render ${renders}</main>`,
      stateJson: '{}',
      headTags: [],
      preloads: [{ href: 'https://cdn.test/marketing-blog/1.0.0/remoteEntry.js', as: 'script' }],
      reuse: 'data',
    };
    return Promise.resolve(page);
  },
};

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let root: string;
let dist: string;
const config = structuredClone(localEnvironment) as unknown as SiteConfig;

function rawGet(site: TestShellServer, pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(`${site.base}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

let posts = 'posts v1';
let dataAsked = 0;
/** As the site's renderer does: a digest of the page's data, and `unchanged` when it is the kept page's. */
const revalidatingRenderer: PageRenderer = {
  warm: async () => undefined,
  render: async (request) => {
    dataAsked += 1;
    if (request.keptDataDigest === posts) {
      return { status: 200, language: request.language, headHtml: '', appHtml: '', stateJson: '', headTags: [], unchanged: true };
    }
    const page = await renderer.render(request);
    return { ...page, appHtml: page.appHtml.replace('</main>', ` ${posts}</main>`), dataDigest: posts };
  },
};

async function withSite(options: { dataTtlMs: number }, test: (site: TestShellServer) => Promise<void>, pages = renderer) {
  const site = await startTestShellServer(config, { distDir: dist, renderer: Promise.resolve(pages), pageCache: { ...options, staleMs: 0 } });
  site.passThrough();
  try {
    await test(site);
  } finally {
    await site.stop();
  }
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'page-route-cache-'));
  dist = path.join(root, 'dist');
  mkdirSync(dist);
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  renders = 0;
  dataAsked = 0;
  posts = 'posts v1';
});

describe('pages kept compressed', () => {
  it('answers in the encoding the request accepts, each decoding to the same page', () =>
    withSite({ dataTtlMs: 60_000 }, async (site) => {
      const plain = await rawGet(site, '/discovery');
      const brotli = await rawGet(site, '/discovery', { 'Accept-Encoding': 'gzip, deflate, br' });
      const gzipped = await rawGet(site, '/discovery', { 'Accept-Encoding': 'gzip' });
      expect(renders).toBe(1);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toContain('render 1</main>');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
      for (const answer of [plain, brotli, gzipped]) {
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        // An anonymous kept page: a shared cache in front may keep it too (page-cache-policy).
        expect(answer.headers.vary).toBe('Accept-Language, Accept-Encoding');
        expect(answer.headers['cache-control']).toBe(SHARED_PAGE_CACHE);
        expect(answer.headers['content-security-policy']).toBeDefined();
        // A kept page still names its code ahead of its markup.
        expect(answer.headers.link).toBe('<https://cdn.test/marketing-blog/1.0.0/remoteEntry.js>; rel=preload; as=script');
      }
      expect(new Set([plain, brotli, gzipped].map((answer) => answer.headers.etag)).size).toBe(3);
      const again = await rawGet(site, '/discovery', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(gzipped.headers.etag) });
      expect(again.status).toBe(304);
    }));
});

describe('the cache of pages with data', () => {
  it('serves one render per interval, and renders again for a new environment file', () =>
    withSite({ dataTtlMs: 60_000 }, async (site) => {
      await rawGet(site, '/discovery');
      await rawGet(site, '/discovery');
      expect(renders).toBe(1);
      // Another language is another page.
      await rawGet(site, '/discovery?lng=en');
      expect(renders).toBe(2);
      writeFileSync(site.environmentFile, JSON.stringify({ ...config, brand: { ...config.brand, name: 'EchoWatch Next' } }));
      expect((await rawGet(site, '/discovery')).body.toString()).toContain('render 3');
    }));

  it('never shares a page whose address is a secret link, nor a previewed page', () =>
    withSite({ dataTtlMs: 60_000 }, async (site) => {
      await rawGet(site, '/forgot-password/tok-1');
      await rawGet(site, '/forgot-password/tok-1');
      expect(renders).toBe(2);
      await rawGet(site, '/discovery?remote=marketing-blog@9.9.9');
      await rawGet(site, '/discovery?remote=marketing-blog@9.9.9');
      expect(renders).toBe(4);
    }));

  it('renders every request when it is turned off', () =>
    withSite({ dataTtlMs: 0 }, async (site) => {
      await rawGet(site, '/discovery');
      const second = await rawGet(site, '/discovery', { 'Accept-Encoding': 'gzip' });
      expect(renders).toBe(2);
      // Still compressed, by the compression middleware as before.
      expect(gunzipSync(second.body).toString()).toContain('render 2');
    }));

  it('with it turned off, asks for the data of every view and sends the kept page while the data is the same', () =>
    withSite(
      { dataTtlMs: 0 },
      async (site) => {
        const first = await rawGet(site, '/discovery', { 'Accept-Encoding': 'br' });
        const second = await rawGet(site, '/discovery', { 'Accept-Encoding': 'br' });
        // Both views ran the page's loaders; one was rendered.
        expect({ dataAsked, renders }).toEqual({ dataAsked: 2, renders: 1 });
        expect(second.headers.etag).toBe(first.headers.etag);
        expect(brotliDecompressSync(second.body).toString()).toContain('render 1 posts v1');
        posts = 'posts v2';
        const changed = await rawGet(site, '/discovery', { 'Accept-Encoding': 'br' });
        expect(changed.headers.etag).not.toBe(first.headers.etag);
        expect(brotliDecompressSync(changed.body).toString()).toContain('render 2 posts v2');
        expect({ dataAsked, renders }).toEqual({ dataAsked: 3, renders: 2 });
      },
      revalidatingRenderer,
    ));
});

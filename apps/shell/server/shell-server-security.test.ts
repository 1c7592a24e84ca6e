/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { http, passthrough } from 'msw';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { DOCUMENT_ONLY_HEADERS } from '@echowatch/serving';
import { apiServer } from '@echowatch/test-utils/api-server';
import type { PageRenderer, RenderedPage } from '../src/ssr/render-contract';
import { createShellServer } from './shell-server';

const INDEX_HTML =
  '<!doctype html><html lang="vi"><head><meta charset=utf-8><title>EchoWatch</title>' +
  '<meta name=description content="EchoWatch"><script defer src=/main.1a2b3c4d.js></script></head>' +
  '<body><div id=root></div></body></html>';
// Big enough to be worth compressing (the compression threshold is 1 kB).
const BULK = 'x'.repeat(4096);

/** Renders every path as a page; `/no-such-page` as the not-found page, as the real renderer does. */
const renderer: PageRenderer = {
  warm: async () => undefined,
  render: ({ url, language }) => {
    const missing = url.startsWith('/no-such-page');
    const page: RenderedPage = {
      status: missing ? 404 : 200,
      language,
      headHtml: missing ? '<title>Not found</title>' : '<title>Page</title>',
      appHtml: missing ? '<h1>Page not found</h1>' : `<main>${BULK}</main>`,
      stateJson: '{}',
      headTags: [],
    };
    return Promise.resolve(page);
  },
};

let root: string;
let server: Server;
let base: string;

beforeAll(async () => {
  // A checkout under a folder whose name starts with a dot (~/.cache/…, .worktrees/…) serves as any other.
  root = mkdtempSync(path.join(tmpdir(), 'shell-security-'));
  const dist = path.join(root, '.checkout', 'apps', 'shell', 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), `console.log("${BULK}");`);
  writeFileSync(path.join(dist, 'page.1a2b3c4d.css'), `main{content:"${BULK}"}`);
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.brand.name = BULK;
  writeFileSync(path.join(root, 'env.json'), JSON.stringify(config));
  server = createShellServer({ distDir: dist, environmentFile: path.join(root, 'env.json'), renderer: Promise.resolve(renderer) }).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  // The test's requests go to the real server.
  apiServer.use(http.all(`${base}/*`, () => passthrough()));
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

const get = (pathname: string, headers: Record<string, string> = {}) => fetch(`${base}${pathname}`, { headers });

describe('the shell server', () => {
  it('serves pages and files from a checkout under a dot-named folder', async () => {
    for (const pathname of ['/', '/main.1a2b3c4d.js', '/page.1a2b3c4d.css', '/env.json']) {
      expect([pathname, (await get(pathname)).status]).toEqual([pathname, 200]);
    }
  });

  it('answers a path that is no route with the not-found page and 404', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('sends the page policy of the served environment with every page', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' http://localhost:8081;");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect((await get('/no-such-page')).headers.get('content-security-policy')).toBe(policy);
  });

  it.each(['/', '/no-such-page', '/main.1a2b3c4d.js', '/page.1a2b3c4d.css', '/env.json', '/missing.js', '/robots.txt'])(
    'sends nosniff, who may embed the answer and no X-Powered-By with %s',
    async (pathname) => {
      const { headers } = await get(pathname);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('x-powered-by')).toBeNull();
    },
  );

  it.each(['/', '/no-such-page', '/missing.js', '/env.json', '/robots.txt'])('sends every page header with %s', async (pathname) => {
    const { headers } = await get(pathname);
    expect(DOCUMENT_ONLY_HEADERS.filter((name) => !headers.has(name))).toEqual([]);
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
  });

  it.each(['/main.1a2b3c4d.js', '/page.1a2b3c4d.css'])('sends the built file %s without the headers only a page acts on', async (pathname) => {
    const { headers } = await get(pathname, { 'Accept-Encoding': 'br' });
    expect(DOCUMENT_ONLY_HEADERS.filter((name) => headers.has(name))).toEqual([]);
  });

  it('sends no X-Powered-By with an error either', async () => {
    // A malformed escape makes express answer with its own error page. Sent over a bare socket:
    // the HTTP clients in tests would refuse or rewrite such an address first.
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1', () =>
        socket.end('GET /main.%E0%A4%A.js HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).not.toMatch(/^x-powered-by:/im);
    expect(answer).toMatch(/^x-content-type-options: nosniff\r$/im);
  });

  it.each(['/forgot-password/abc123', '/reset-2fa/42', '/register/confirm', '/business/invite'])(
    'sends no referrer at all from %s, whose address is a secret',
    async (pathname) => {
      expect((await get(pathname)).headers.get('referrer-policy')).toBe('no-referrer');
    },
  );

  it.each([
    ['/', 'text/html'],
    ['/main.1a2b3c4d.js', 'javascript'],
    ['/page.1a2b3c4d.css', 'text/css'],
    ['/env.json', 'application/json'],
  ])('compresses %s for a client that accepts gzip', async (pathname, type) => {
    // fetch() would undo the encoding itself; node's raw request shows what was sent.
    const { request } = await import('node:http');
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      request(`${base}${pathname}`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(headers['content-type']).toContain(type);
    expect(headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(body).toString('utf8')).toContain(BULK);
  });
});

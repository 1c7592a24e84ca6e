/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { isServerBuildPath } from './static-files';
import { startTestShellServer, type TestShellServer } from './testing/test-shell-server';

// What only the server's own files hold: it must never appear in an answer.
const SERVER_ONLY = 'server-render-bundle-internals';

/** A GET whose path goes out exactly as written: fetch() would resolve `..` and `%2e%2e` first. */
function rawGet(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(site.base);
    httpGet({ hostname, port, path: pathname }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    }).on('error', reject);
  });
}

let dist: string;
let site: TestShellServer;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'static-files-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id=root></div></body></html>');
  writeFileSync(path.join(dist, 'main.1a2b3c4d.js'), 'console.log("browser");');
  mkdirSync(path.join(dist, 'server', 'chunks'), { recursive: true });
  for (const file of ['render.js', 'render.js.map', '451.js', 'chunks/12.js', 'mf-manifest.json']) {
    writeFileSync(path.join(dist, 'server', file), `/* ${SERVER_ONLY} */`);
  }
  site = await startTestShellServer(structuredClone(localEnvironment) as unknown as SiteConfig, { distDir: dist, renderer: Promise.resolve(null) });
});

beforeEach(() => site.passThrough());

afterAll(async () => {
  await site.stop();
  rmSync(dist, { recursive: true, force: true });
});

describe('static files', () => {
  // Node's HTTP client (and the request interceptor of the tests) read `//server/…` as another
  // host, so that spelling is checked where the server decides it.
  it('treats a doubled slash before the server build as the server build', () => {
    expect(isServerBuildPath('//server/render.js')).toBe(true);
  });

  it('serves the browser’s files', async () => {
    const response = await fetch(`${site.base}/main.1a2b3c4d.js`);
    expect([response.status, await response.text()]).toEqual([200, 'console.log("browser");']);
  });

  it.each([
    '/server/render.js',
    '/server/render.js.map',
    '/server/451.js',
    '/server/chunks/12.js',
    '/server/mf-manifest.json',
    '/server/',
    '/%73erver/render.js',
    '/server%2Frender.js',
    '/server%2frender.js',
    '/./server/render.js',
    '/x/../server/render.js',
    '/x/%2e%2e/server/render.js',
    '/server/./render.js',
  ])('never serves the server bundle or its chunks: %s', async (address) => {
    const answer = await rawGet(address);
    expect(answer.body).not.toContain(SERVER_ONLY);
    expect(answer.status).toBe(404);
  });
});

test('only the server folder is refused, not a browser file whose name starts alike', () => {
  expect(isServerBuildPath('/server-side.1a2b3c4d.js')).toBe(false);
  expect(isServerBuildPath('/assets/server/logo.png')).toBe(false);
  expect(isServerBuildPath('/SERVER/render.js')).toBe(true);
  expect(isServerBuildPath('/x\\..\\server\\render.js')).toBe(true);
});

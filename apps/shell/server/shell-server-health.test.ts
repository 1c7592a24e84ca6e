/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { apiServer } from '@echowatch/test-utils/api-server';
import type { PageRenderer } from '../src/ssr/render-contract';
import { createReadiness, type Readiness } from './lifecycle/readiness';
import { createShellServer } from './shell-server';
import { capturedLog } from './testing/captured-log';
import { startTestShellServer, type TestShellServer } from './testing/test-shell-server';

const renderer: PageRenderer = {
  warm: async () => undefined,
  render: () => Promise.reject(new Error('no page is rendered by these tests')),
};

let dist: string;
let site: TestShellServer;
let readiness: Readiness;
let loadRenderer: (value: PageRenderer | null) => void;

beforeEach(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'shell-health-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body><div id=root></div></body></html>');
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'render.js'), 'module.exports = {};');
  readiness = createReadiness();
  const loading = new Promise<PageRenderer | null>((resolve) => (loadRenderer = resolve));
  site = await startTestShellServer(localEnvironment as unknown as SiteConfig, { distDir: dist, renderer: loading, readiness });
  site.passThrough();
});

afterEach(async () => {
  await site.stop();
  rmSync(dist, { recursive: true, force: true });
});

const settle = () => new Promise((resolve) => setImmediate(resolve));
const get = (pathname: string) => fetch(`${site.base}${pathname}`);

describe('health of the shell server', () => {
  it('is alive from the start, without caching, and stays so while it stops', async () => {
    for (const stopping of [false, true]) {
      if (stopping) readiness.markStopping();
      const response = await get('/healthz');
      expect([response.status, response.headers.get('cache-control')]).toEqual([200, 'no-store']);
      expect(await response.json()).toEqual({ status: 'alive' });
    }
  });

  it('is ready only once the render bundle has loaded and the served pages with it, and names what it waits for', async () => {
    const before = await get('/readyz');
    expect([before.status, before.headers.get('cache-control')]).toEqual([503, 'no-store']);
    expect(await before.json()).toMatchObject({ status: 'not ready', failing: ['renderer', 'pages'] });
    let finishWarmUp!: () => void;
    const warmed: SiteConfig[] = [];
    loadRenderer({
      ...renderer,
      warm: (config) => {
        warmed.push(config);
        return new Promise<void>((resolve) => (finishWarmUp = resolve));
      },
    });
    await settle();
    expect(warmed).toHaveLength(1);
    const loading = await get('/readyz');
    expect(loading.status).toBe(503);
    expect(await loading.json()).toMatchObject({ failing: ['pages'], checks: { pages: 'the page modules are still loading' } });
    finishWarmUp();
    await settle();
    const after = await get('/readyz');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({
      status: 'ready',
      failing: [],
      checks: { environment: 'ok', renderer: 'ok', pages: 'ok', stopping: 'ok' },
    });
  });

  it('is ready when the served pages could not be loaded ahead: their pages render the fallback', async () => {
    loadRenderer({ ...renderer, warm: () => Promise.reject(new Error('the CDN is down')) });
    await settle();
    expect((await get('/readyz')).status).toBe(200);
  });

  it('is never ready without a render bundle', async () => {
    loadRenderer(null);
    await settle();
    expect(await (await get('/readyz')).json()).toMatchObject({ failing: ['renderer'] });
  });

  it('is not ready once it is stopping', async () => {
    loadRenderer(renderer);
    await settle();
    readiness.markStopping();
    const response = await get('/readyz');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ failing: ['stopping'] });
  });

  it('is not ready when the environment file cannot be read, and still alive', async () => {
    const server = createShellServer({
      distDir: dist,
      environmentFile: path.join(dist, 'no-such-env.json'),
      renderer: new Promise<PageRenderer | null>(() => undefined),
    }).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    apiServer.use(http.all(`${base}/*`, () => passthrough()));
    try {
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toMatchObject({
        failing: ['environment', 'renderer', 'pages'],
        checks: { environment: 'the environment file cannot be read or is not valid' },
      });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('in production, is not ready while a remote\'s server code is unpinned, and names the remote, never its address', async () => {
    const log = capturedLog();
    const production = await startTestShellServer(localEnvironment as unknown as SiteConfig, {
      distDir: dist,
      renderer: Promise.resolve(renderer),
      requirePinnedServerCode: true,
      logger: log.logger,
    });
    production.passThrough();
    try {
      const response = await fetch(`${production.base}/readyz`);
      expect(response.status).toBe(503);
      const body = (await response.json()) as { failing: string[]; checks: Record<string, string> };
      expect(body.failing).toEqual(['serverCode']);
      expect(body.checks.serverCode).toBe('no server digests pinned for marketing-blog, pricing-reporting, auth-flows, api-docs: their server code is not run');
      expect(JSON.stringify(body)).not.toMatch(/localhost|mf-manifest|1\.0\.0/);
      const logged = await log.until((line) => /server digests/.test(String(line.msg)), 1);
      expect(logged[0]).toMatchObject({ level: 'error', remotes: ['marketing-blog', 'pricing-reporting', 'auth-flows', 'api-docs'] });
    } finally {
      await production.stop();
    }
  });

  it('does not hand out the server build in dist/server', async () => {
    expect((await get('/server/render.js')).status).toBe(404);
  });
});

/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { PageRenderer } from '../../src/ssr/render-contract';
import { capturedLog } from '../testing/captured-log';
import { startTestShellServer, type TestShellServer } from '../testing/test-shell-server';
import { accessLog } from './access-log';
import { createSiteMetrics } from './site-metrics';

const renderer: PageRenderer = {
  warm: async () => undefined,
  render: ({ language }) =>
    Promise.resolve({ status: 200, language, headHtml: '<title>Page</title>', appHtml: '<main>Page</main>', stateJson: '{}', headTags: [] }),
};

const log = capturedLog();
const metrics = createSiteMetrics();
let site: TestShellServer;

beforeAll(async () => {
  site = await startTestShellServer(localEnvironment as unknown as SiteConfig, { renderer: Promise.resolve(renderer), logger: log.logger, metrics });
});

beforeEach(() => {
  site.passThrough();
  log.lines.length = 0;
});

afterAll(async () => {
  await site.stop();
});

const isAccessLine = (line: Record<string, unknown>) => ['request answered', 'request failed', 'request abandoned'].includes(line.msg as string);
const accessLines = (count = 1) => log.until(isAccessLine, count);

test('one line per request: method, route pattern, status, duration, request id and the remote versions served', async () => {
  const answer = await fetch(`${site.base}/discovery/handbook?lng=en`, { headers: { 'X-Request-Id': 'lb-42' } });
  expect(answer.headers.get('x-request-id')).toBe('lb-42');
  expect(await accessLines()).toEqual([
    expect.objectContaining({
      level: 'info',
      requestId: 'lb-42',
      req: { method: 'GET' },
      res: { status: 200 },
      route: '/discovery/*',
      url: '/discovery/handbook?lng=en',
      durationMs: expect.any(Number),
      remotes: { 'marketing-blog': '1.0.0', 'pricing-reporting': '1.0.0', 'auth-flows': '1.0.0', 'api-docs': '1.0.0' },
    }),
  ]);
});

test('a request without an id of its own gets one, answered in X-Request-Id', async () => {
  const answer = await fetch(`${site.base}/terms-of-use`, { headers: { 'X-Request-Id': 'not an id; with spaces' } });
  const id = answer.headers.get('x-request-id');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  expect((await accessLines())[0]).toMatchObject({ requestId: id });
});

test('a secret link logs no token, and no cookie or header is logged at all', async () => {
  await fetch(`${site.base}/forgot-password/9c1f7e4b2a-reset-token?lng=en`, { headers: { Cookie: 'ew_session=s3ss10n' } });
  await fetch(`${site.base}/AbC123xyz/confirm?lng=vi`);
  expect((await accessLines(2)).map((line) => line.url)).toEqual(['/forgot-password/:token', '/*/confirm']);
  expect(log.text()).not.toMatch(/9c1f7e4b2a|AbC123xyz|s3ss10n/);
});

test('a 10 KB query string is cut', async () => {
  await fetch(`${site.base}/discovery?q=${'a'.repeat(10_240)}`);
  const [line] = await accessLines();
  expect(String(line?.url).length).toBeLessThan(400);
  expect(log.text().length).toBeLessThan(2_000);
});

test('every answer is timed in the request histogram by route pattern and status', async () => {
  await fetch(`${site.base}/packages`);
  await fetch(`${site.base}/no-such.js`);
  await accessLines(2);
  const text = await metrics.registry.metrics();
  expect(text).toMatch(/site_http_request_duration_seconds_count\{route="\/packages",method="GET",status="200"\} [1-9]/);
  expect(text).toMatch(/site_http_request_duration_seconds_count\{route="file",method="GET",status="404"\} [1-9]/);
});

describe('answers of a chosen kind', () => {
  // The access log alone in front of answers of a chosen status: what its lines say about them.
  let base: string;
  let close: () => Promise<void>;
  const own = capturedLog();
  const ownMetrics = createSiteMetrics();
  // Resolved once /held has the request in hand.
  let held: () => void = () => undefined;
  let heard = new Promise<void>((resolve) => (held = resolve));

  beforeAll(async () => {
    const app = express();
    app.use(accessLog({ logger: own.logger, metrics: ownMetrics, environment: () => null }));
    app.get('/readyz', (_req, res) => void res.status(503).json({ status: 'not ready' }));
    app.get('/unavailable', (_req, res) => void res.status(503).send('try again'));
    // Answers nothing until the visitor leaves.
    app.get('/held', () => held());
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(() => close());
  beforeEach(() => {
    own.lines.length = 0;
    heard = new Promise<void>((resolve) => (held = resolve));
  });

  test('/readyz answering 503 is an access line at info, with no error or stack', async () => {
    expect((await fetch(`${base}/readyz`)).status).toBe(503);
    const [line] = await own.until(isAccessLine, 1);
    expect(line).toMatchObject({ level: 'info', msg: 'request answered', route: '/readyz', res: { status: 503 } });
    expect(line).not.toHaveProperty('err');
  });

  test('any other 5xx is an error line, without a stack made up for it', async () => {
    expect((await fetch(`${base}/unavailable`)).status).toBe(503);
    const [line] = await own.until(isAccessLine, 1);
    expect(line).toMatchObject({ level: 'error', msg: 'request failed', route: 'page', res: { status: 503 } });
    expect(own.text()).not.toMatch(/failed with status code|"stack"/);
  });

  test('a request the visitor leaves before its answer is logged as abandoned, with its route and no status', async () => {
    const leaving = new AbortController();
    const asked = fetch(`${base}/held`, { signal: leaving.signal }).catch(() => 'left');
    await heard;
    leaving.abort();
    expect(await asked).toBe('left');
    const [line] = await own.until(isAccessLine, 1);
    expect(line).toMatchObject({ level: 'info', msg: 'request abandoned', route: 'page', url: '/held', res: { status: null } });
    // Timed until the visitor left, apart from the answers.
    const text = await ownMetrics.registry.metrics();
    expect(text).toMatch(/site_http_request_duration_seconds_count\{route="page",method="GET",status="abandoned"\} 1\n/);
  });

  test('an answer sent in full is timed once, by its status, and its connection closing is no abandon', async () => {
    const count = async (status: string) =>
      Number(new RegExp(`_count\\{route="page",method="GET",status="${status}"\\} (\\d+)`).exec(await ownMetrics.registry.metrics())?.[1] ?? 0);
    const [answered, abandoned] = [await count('503'), await count('abandoned')];
    // A connection of its own, closed once the answer is in.
    expect((await fetch(`${base}/unavailable`, { headers: { Connection: 'close' } })).status).toBe(503);
    await own.until(isAccessLine, 1);
    expect(await count('503')).toBe(answered + 1);
    expect(await count('abandoned')).toBe(abandoned);
  });
});

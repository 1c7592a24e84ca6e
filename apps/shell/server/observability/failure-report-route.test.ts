/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { FAILURE_REPORT_ROUTE, type SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { apiServer } from '@echowatch/test-utils/api-server';
import { capturedLog } from '../testing/captured-log';
import { startTestShellServer, type TestShellServer } from '../testing/test-shell-server';
import { startMetricsServer } from './metrics-server';
import { createSiteMetrics } from './site-metrics';

const log = capturedLog();
const metrics = createSiteMetrics();
let site: TestShellServer;
let metricsServer: Server;
let metricsBase: string;

beforeAll(async () => {
  site = await startTestShellServer(localEnvironment as unknown as SiteConfig, { renderer: Promise.resolve(null), logger: log.logger, metrics });
  metricsServer = await startMetricsServer(metrics, { host: '127.0.0.1', port: 0 });
  metricsBase = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
});

beforeEach(() => {
  site.passThrough();
  apiServer.use(http.all(`${metricsBase}/*`, () => passthrough()));
  log.lines.length = 0;
});

afterAll(async () => {
  await site.stop();
  await new Promise((resolve) => metricsServer.close(resolve));
});

// What a browser sends with a beacon from one of the site's own pages.
const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };

const report = (fields: Record<string, unknown>, headers: Record<string, string> = SAME_ORIGIN, at = site.base) =>
  fetch(`${at}${FAILURE_REPORT_ROUTE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': 'Chromium test', ...headers },
    body: JSON.stringify({ kind: 'load', remote: 'api-docs', version: '1.0.0', route: '/open-api-docs', message: 'api-docs did not load', at: '2026-11-26T06:00:00Z', ...fields }),
  });

const scrape = async () => (await fetch(`${metricsBase}/metrics`)).text();

test('a beacon is counted by remote, version and kind, and logged', async () => {
  expect((await report({})).status).toBe(204);
  expect(await scrape()).toMatch(/site_browser_failure_reports_total\{remote="api-docs",version="1.0.0",kind="load"\} 1/);
  expect(log.lines).toContainEqual(
    expect.objectContaining({ level: 'warn', event: 'browser-failure', remote: 'api-docs', version: '1.0.0', kind: 'load', page: '/open-api-docs' }),
  );
});

test('a version the environment does not serve is counted as other (labels stay bounded); a secret page is logged as its pattern', async () => {
  expect((await report({ version: 'x'.repeat(300), route: '/forgot-password/9c1f7e-token?x=1' })).status).toBe(204);
  expect(await scrape()).toMatch(/site_browser_failure_reports_total\{remote="api-docs",version="other",kind="load"\} 1/);
  expect(log.text()).not.toContain('9c1f7e');
});

test('an oversized or malformed beacon is refused and counted', async () => {
  expect((await report({ message: 'm'.repeat(4_000) })).status).toBe(413);
  expect((await report({ remote: 'someone-else' })).status).toBe(400);
  const text = await scrape();
  expect(text).toMatch(/site_browser_failure_reports_refused_total\{reason="too-large"\} 1/);
  expect(text).toMatch(/site_browser_failure_reports_refused_total\{reason="malformed"\} 1/);
  expect(log.text()).not.toContain('mmmm');
});

test.each([
  ['another site', { 'Sec-Fetch-Site': 'cross-site' }],
  ['a sibling of the site', { 'Sec-Fetch-Site': 'same-site' }],
  ['no page at all', { 'Sec-Fetch-Site': 'none' }],
  ['another site, named by a browser without Sec-Fetch-Site', { Origin: 'https://evil.example' }],
  ['a page with no origin', { Origin: 'null' }],
  ['nothing a browser would send', {}],
])('a report from %s is refused and counted, never counted as a failure', async (_from, headers) => {
  const before = await scrape();
  expect((await report({ remote: 'pricing-reporting' }, headers)).status).toBe(403);
  const after = await scrape();
  expect(after).not.toMatch(/site_browser_failure_reports_total\{remote="pricing-reporting"/);
  const refused = (text: string) => Number(/site_browser_failure_reports_refused_total\{reason="cross-site"\} (\d+)/.exec(text)?.[1] ?? 0);
  expect(refused(after)).toBe(refused(before) + 1);
  expect(log.lines).not.toContainEqual(expect.objectContaining({ event: 'browser-failure' }));
});

test.each([
  ['the site\'s public origin', () => ({ Origin: 'http://localhost:8080' })],
  ['the origin the site was reached at', () => ({ Origin: site.base })],
])('a browser without Sec-Fetch-Site is taken at its Origin: %s', async (_which, headers) => {
  expect((await report({ remote: 'auth-flows' }, headers())).status).toBe(204);
});

test('the alerting count is of clients, not reports: one client once per remote version', async () => {
  const behindProxy = await startTestShellServer(localEnvironment as unknown as SiteConfig, { renderer: Promise.resolve(null), metrics, trustProxy: ['loopback'] });
  apiServer.use(http.all(`${behindProxy.base}/*`, () => passthrough()));
  const from = (address: string) => ({ ...SAME_ORIGIN, 'X-Forwarded-For': address });
  try {
    for (const address of ['203.0.113.7', '203.0.113.7', '203.0.113.7', '198.51.100.2']) {
      expect((await report({ remote: 'marketing-blog' }, from(address), behindProxy.base)).status).toBe(204);
    }
    const text = await scrape();
    expect(text).toMatch(/site_browser_failure_reports_total\{remote="marketing-blog",version="1.0.0",kind="load"\} 4/);
    expect(text).toMatch(/site_browser_failure_clients_total\{remote="marketing-blog",version="1.0.0"\} 2/);
    // No address in any label: clients are told apart by a keyed hash kept in memory only.
    expect(text).not.toMatch(/203\.0\.113\.7|198\.51\.100\.2/);
  } finally {
    await behindProxy.stop();
  }
});

test('a flood from one client is refused after its share', async () => {
  const answers = [];
  for (let sent = 0; sent < 40; sent += 1) answers.push((await report({})).status);
  expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(await scrape()).toMatch(/site_browser_failure_reports_refused_total\{reason="rate-limited"\} [1-9]/);
});

test('the metrics port answers /metrics only, and the site never does', async () => {
  expect((await fetch(`${metricsBase}/other`)).status).toBe(404);
  expect(await (await fetch(`${site.base}/metrics`)).text()).not.toContain('site_http_request_duration_seconds');
  expect(await scrape()).toMatch(/nodejs_eventloop_lag_seconds|process_resident_memory_bytes/);
});

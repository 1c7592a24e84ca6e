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

const report = (fields: Record<string, unknown>) =>
  fetch(`${site.base}${FAILURE_REPORT_ROUTE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': 'Chromium test' },
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

/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { apiServer } from '@echowatch/test-utils/api-server';
import { WEB_VITALS_ROUTE } from '../../src/vitals/vitals-report';
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
  // A canary of marketing-blog runs beside the live 1.0.0.
  const canary = { url: 'http://localhost:8081/marketing-blog/1.1.0/mf-manifest.json', weight: 10, startedAt: '2026-11-29T00:00:00Z' };
  const config = { ...(localEnvironment as unknown as SiteConfig), canaries: { 'marketing-blog': canary } };
  site = await startTestShellServer(config, { renderer: Promise.resolve(null), logger: log.logger, metrics });
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

const SAME_ORIGIN = { 'Sec-Fetch-Site': 'same-origin' };
const VITALS = { LCP: 1234, INP: 88, CLS: 0.02, FCP: 640, TTFB: 120 };

const report = (fields: Record<string, unknown>, headers: Record<string, string> = SAME_ORIGIN) =>
  fetch(`${site.base}${WEB_VITALS_ROUTE}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers },
    body: JSON.stringify({ route: '/blog-detail/:slug', remote: 'marketing-blog', version: '1.0.0', cohort: 'live', vitals: VITALS, ...fields }),
  });

const scrape = async () => (await fetch(`${metricsBase}/metrics`)).text();

const count = (text: string, histogram: string, labels: string) =>
  Number(new RegExp(`${histogram}_count\\{${labels.replace(/[/*:]/g, '\\$&')}\\} (\\d+)`).exec(text)?.[1] ?? 0);

const refused = (text: string, reason: string) =>
  Number(new RegExp(`site_web_vitals_reports_refused_total\\{reason="${reason}"\\} (\\d+)`).exec(text)?.[1] ?? 0);

test('a report is observed in each metric\'s histogram, in seconds (CLS as it is), and nothing is logged or set', async () => {
  const answer = await report({});
  expect(answer.status).toBe(204);
  expect(answer.headers.get('set-cookie')).toBeNull();
  const text = await scrape();
  const labels = 'route="/blog-detail/:slug",remote="marketing-blog",version="1.0.0",cohort="live"';
  for (const histogram of ['lcp_seconds', 'inp_seconds', 'cls', 'fcp_seconds', 'ttfb_seconds']) {
    expect(count(text, `site_web_vitals_${histogram}`, labels)).toBe(1);
  }
  expect(text).toContain(`site_web_vitals_lcp_seconds_sum{${labels}} 1.234`);
  expect(text).toContain(`site_web_vitals_cls_sum{${labels}} 0.02`);
  // 1.234 s is under the 1.5 s bucket, over the 1 s one.
  expect(text).toContain(`site_web_vitals_lcp_seconds_bucket{le="1",${labels}} 0`);
  expect(text).toContain(`site_web_vitals_lcp_seconds_bucket{le="1.5",${labels}} 1`);
  // The access log's line for the request, and nothing of the report.
  expect(log.lines.filter((line) => line.msg !== 'request answered')).toEqual([]);
});

test('a metric the view did not have is left out of its histogram only', async () => {
  expect((await report({ route: '/packages', remote: 'pricing-reporting', vitals: { LCP: 900, CLS: 0 } })).status).toBe(204);
  const text = await scrape();
  const labels = 'route="/packages",remote="pricing-reporting",version="1.0.0",cohort="live"';
  expect(count(text, 'site_web_vitals_lcp_seconds', labels)).toBe(1);
  expect(count(text, 'site_web_vitals_cls', labels)).toBe(1);
  expect(count(text, 'site_web_vitals_inp_seconds', labels)).toBe(0);
});

test('a canary version is counted as itself, beside the live one', async () => {
  expect((await report({ version: '1.1.0', cohort: 'canary' })).status).toBe(204);
  const text = await (await fetch(`${metricsBase}/metrics`)).text();
  expect(count(text, 'site_web_vitals_lcp_seconds', 'route="/blog-detail/:slug",remote="marketing-blog",version="1.1.0",cohort="canary"')).toBe(1);
});

test('what the site does not name is counted as other: route, remote, version and cohort', async () => {
  expect((await report({ route: '/blog-detail/some-post', remote: 'someone-else', version: '9.9.9', cohort: 'beta' })).status).toBe(204);
  expect((await report({ route: '/terms-of-use', remote: 'marketing-blog', version: 'x'.repeat(120), cohort: 'canary' })).status).toBe(204);
  const text = await scrape();
  expect(count(text, 'site_web_vitals_lcp_seconds', 'route="other",remote="other",version="other",cohort="other"')).toBe(1);
  expect(count(text, 'site_web_vitals_lcp_seconds', 'route="/terms-of-use",remote="marketing-blog",version="other",cohort="canary"')).toBe(1);
  expect(text).not.toContain('some-post');
});

test.each([
  ['no JSON', 'not json'],
  ['no vitals', JSON.stringify({ route: '/', remote: 'marketing-blog', version: '1.0.0', cohort: 'live', vitals: {} })],
  ['an unknown metric', JSON.stringify({ route: '/', remote: 'marketing-blog', version: '1.0.0', cohort: 'live', vitals: { FID: 10 } })],
  ['a negative value', JSON.stringify({ route: '/', remote: 'marketing-blog', version: '1.0.0', cohort: 'live', vitals: { LCP: -1 } })],
  ['a value past any visit', JSON.stringify({ route: '/', remote: 'marketing-blog', version: '1.0.0', cohort: 'live', vitals: { LCP: 1e9 } })],
  ['a value that is no number', JSON.stringify({ route: '/', remote: 'marketing-blog', version: '1.0.0', cohort: 'live', vitals: { CLS: '0.1' } })],
  ['a missing label', JSON.stringify({ route: '/', remote: 'marketing-blog', version: '1.0.0', vitals: { LCP: 1000 } })],
])('a malformed report (%s) is refused and counted', async (_what, body) => {
  const before = refused(await scrape(), 'malformed');
  const answer = await fetch(`${site.base}${WEB_VITALS_ROUTE}`, { method: 'POST', headers: SAME_ORIGIN, body });
  expect(answer.status).toBe(400);
  expect(refused(await scrape(), 'malformed')).toBe(before + 1);
});

test('an oversized report is refused and counted', async () => {
  expect((await report({ route: 'r'.repeat(2_000) })).status).toBe(413);
  expect(refused(await scrape(), 'too-large')).toBe(1);
});

test.each([
  ['another site', { 'Sec-Fetch-Site': 'cross-site' }],
  ['another site, named by a browser without Sec-Fetch-Site', { Origin: 'https://evil.example' }],
  ['nothing a browser would send', {}],
])('a report from %s is refused and counted, never observed', async (_from, headers) => {
  const before = await scrape();
  expect((await report({ route: '/privacy-policy' }, headers)).status).toBe(403);
  const after = await scrape();
  expect(after).not.toContain('route="/privacy-policy"');
  expect(refused(after, 'cross-site')).toBe(refused(before, 'cross-site') + 1);
});

test('a browser without Sec-Fetch-Site is taken at the site\'s Origin', async () => {
  expect((await report({}, { Origin: site.base })).status).toBe(204);
});

test('a flood from one client is refused after its share', async () => {
  const answers = [];
  for (let sent = 0; sent < 130; sent += 1) answers.push((await report({})).status);
  expect(answers.slice(0, 90).every((status) => status === 204)).toBe(true);
  expect(answers.filter((status) => status === 429).length).toBeGreaterThan(0);
  expect(refused(await scrape(), 'rate-limited')).toBeGreaterThan(0);
});

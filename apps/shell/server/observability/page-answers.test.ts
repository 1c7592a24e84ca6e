/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { PageRenderer } from '../../src/ssr/render-contract';
import { COHORT_COOKIE } from '../canary-cohort';
import { capturedLog } from '../testing/captured-log';
import { startTestShellServer, type TestShellServer } from '../testing/test-shell-server';
import { accessLog, noteServedVersions } from './access-log';
import { createSiteMetrics, type SiteMetrics } from './site-metrics';

const CANARY_URL = 'http://localhost:8081/marketing-blog/1.1.0/mf-manifest.json';
const withCanary = {
  ...localEnvironment,
  canaries: { 'marketing-blog': { url: CANARY_URL, weight: 10, startedAt: '2026-11-29T04:00:00.000Z' } },
} as unknown as SiteConfig;

async function answers(metrics: SiteMetrics): Promise<Record<string, number>> {
  const metric = (await metrics.registry.getMetricsAsJSON()).find((one) => one.name === 'site_page_answers_total');
  const values = (metric as { values?: { labels: Record<string, string>; value: number }[] } | undefined)?.values ?? [];
  return Object.fromEntries(values.map(({ labels, value }) => [`${labels.remote}@${labels.version} ${labels.status}`, value]));
}

/** The counter is written once an answer is out, which the client may see first: wait for the count. */
async function countedAfter(metrics: SiteMetrics, total: number): Promise<Record<string, number>> {
  for (;;) {
    const counted = await answers(metrics);
    if (Object.values(counted).reduce((sum, value) => sum + value, 0) >= total) return counted;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('page answers through the site server', () => {
  const renderer: PageRenderer = {
    warm: async () => undefined,
    render: ({ language }) => Promise.resolve({ status: 200, language, headHtml: '<title>Page</title>', appHtml: '<main>Page</main>', stateJson: '{}', headTags: [] }),
  };
  const metrics = createSiteMetrics();
  let site: TestShellServer;

  beforeAll(async () => {
    site = await startTestShellServer(withCanary, { renderer: Promise.resolve(renderer), logger: capturedLog().logger, metrics });
  });
  beforeEach(() => site.passThrough());
  afterAll(() => site.stop());

  test('are counted by the remote of the route and the version the visitor was served, canary or live', async () => {
    // Every bucket once: the canary's weight in visitors get its version, whichever buckets they are.
    for (let bucket = 0; bucket < 100; bucket += 1) {
      await fetch(`${site.base}/discovery/handbook`, { headers: { Cookie: `${COHORT_COOKIE}=${bucket}` } });
    }
    await fetch(`${site.base}/packages`);
    await fetch(`${site.base}/no-such.js`);
    await fetch(`${site.base}/readyz`);
    expect(await countedAfter(metrics, 101)).toEqual({
      'marketing-blog@1.1.0 2xx': 10,
      'marketing-blog@1.0.0 2xx': 90,
      'pricing-reporting@1.0.0 2xx': 1,
    });
  });
});

describe('page answers of any status', () => {
  const metrics = createSiteMetrics();
  let base: string;
  let server: Server;

  beforeAll(async () => {
    const app = express();
    app.use(accessLog({ logger: capturedLog().logger, metrics, environment: () => withCanary }));
    // A page route as the site's: it names the versions served, then answers.
    app.get('/{*path}', (req, res) => {
      noteServedVersions(res, { 'marketing-blog': String(req.query.version) });
      res.status(Number(req.query.status)).send('page');
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  test('are counted by status class, and a version the environment does not serve (a preview) is other', async () => {
    await fetch(`${base}/discovery?version=1.1.0&status=500`);
    await fetch(`${base}/discovery?version=1.1.0&status=503`);
    await fetch(`${base}/discovery?version=1.0.0&status=404`);
    await fetch(`${base}/discovery?version=9.9.9-preview&status=200`);
    expect(await countedAfter(metrics, 4)).toEqual({
      'marketing-blog@1.1.0 5xx': 2,
      'marketing-blog@1.0.0 4xx': 1,
      'marketing-blog@other 2xx': 1,
    });
  });
});

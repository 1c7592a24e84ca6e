import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { remoteUrl, parseRemoteUrl, type SiteConfig } from '@echowatch/contracts';
import { test, expect } from '@playwright/test';
import { SITE_URL } from '../support/local-sites';
import { serverDigestsOf } from '../support/deployed-digests';
import { startReleaseSite, type ReleaseSite } from '../support/release-site';

// The remotes' CDN folder of the suite's composition (tools/src/paths.ts).
const CDN_DIR = process.env.REMOTES_DIR ?? path.resolve(__dirname, '..', '..', '.deploy', 'cdn');
const BROKEN = '1.0.0-no-server-build';

test.describe.configure({ mode: 'serial' });

let site: ReleaseSite;
let brokenFolder: string;

test.beforeAll(async () => {
  const config = (await (await fetch(`${SITE_URL}/env.json`)).json()) as SiteConfig;
  // A published version of pricing-reporting whose server build went missing: browsers can load it, the server cannot.
  const live = parseRemoteUrl(config.remotes['pricing-reporting'])!;
  const liveFolder = path.join(CDN_DIR, 'pricing-reporting', live.version);
  brokenFolder = path.join(CDN_DIR, 'pricing-reporting', BROKEN);
  cpSync(liveFolder, brokenFolder, { recursive: true, filter: (source) => !source.startsWith(path.join(liveFolder, 'server')) });
  config.remotes['pricing-reporting'] = remoteUrl({ ...live, version: BROKEN });
  // Pinned when it was promoted, with the server build it had then.
  config.serverDigests = { 'pricing-reporting': serverDigestsOf(liveFolder) };
  site = await startReleaseSite(config, { METRICS_PORT: '0' });
});

test.afterAll(() => {
  site?.remove();
  if (brokenFolder) rmSync(brokenFolder, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  await expect.poll(() => site.metricsUrl(), { timeout: 15_000 }).toBeDefined();
  return (await fetch(site.metricsUrl()!)).text();
}

test('a remote version whose server build is missing renders the fallback, counted by remote and version in /metrics', async () => {
  await expect.poll(() => fetch(`${site.url}/readyz`).then((r) => r.status, () => 0), { timeout: 30_000 }).toBe(200);
  const page = await fetch(`${site.url}/packages?lng=en`);
  expect(page.status).toBe(200);
  // The rest of the page is there; the pricing slot is left to the browser.
  expect(await page.text()).toContain('<footer');
  await expect
    .poll(async () => /site_remote_fallbacks_total\{remote="pricing-reporting",version="1\.0\.0-no-server-build",reason="(load|skipped)"\} [1-9]/.test(await scrape()))
    .toBe(true);
  const text = await scrape();
  expect(text).toMatch(/site_remote_module_loads_total\{remote="pricing-reporting",version="1\.0\.0-no-server-build",outcome="failed"\} [1-9]/);
  expect(text).toMatch(/site_http_request_duration_seconds_count\{route="\/packages",method="GET",status="200"\} [1-9]/);
});

test('renders, data waits, loads of healthy remotes, versions held and page cache lookups are in /metrics', async () => {
  // A page is kept once it rendered whole (its remote loaded, its style sheets named): asked again
  // after that, it is a hit.
  await expect
    .poll(async () => {
      await fetch(`${site.url}/terms-of-use?lng=en`);
      return /site_page_cache_lookups_total\{result="hit"\} [1-9]/.test(await scrape());
    })
    .toBe(true);
  const text = await scrape();
  expect(text).toMatch(/site_render_duration_seconds_count\{route="\/terms-of-use"\} [1-9]/);
  expect(text).toMatch(/site_page_data_duration_seconds_count\{route="\/terms-of-use"\} [1-9]/);
  expect(text).toMatch(/site_remote_module_loads_total\{remote="marketing-blog",version="1\.0\.0",outcome="loaded"\} [1-9]/);
  expect(text).toMatch(/site_remote_versions_held\{remote="marketing-blog"\} 1/);
  expect(text).toMatch(/nodejs_eventloop_lag_seconds \d/);
});

import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { replaceInScripts } from '../support/own-site';
import { isRunning, startRehearsal, type RunningRehearsal } from '../support/rehearsal';
import { startSteadyLoad, type LoadSummary, type SteadyLoad } from '../support/steady-load';
import { expect, test } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
// Ports of their own, beside the suite's composition; the site servers take PORT + 101… All below
// 32768, where Linux picks no port for an outgoing connection: a fixed port in that range can be
// taken by any client's connection at the moment a server binds it.
const PORTS = { PORT: '28380', SANDBOX_PORT: '28390', REMOTES_PORT: '28381', FIREBASE_AUTH_PORT: '29399', PROMETHEUS_PORT: '29390' };
const NGINX = `http://127.0.0.1:${PORTS.PORT}`;
const PROMETHEUS = `http://127.0.0.1:${PORTS.PROMETHEUS_PORT}`;
const SITE_PORTS = [28481, 28482, 28483];
const INSTANCES = SITE_PORTS.map((port) => `http://127.0.0.1:${port}`);
const PAGE = '/terms-of-use?lng=en';
// What the load asks for: a page without data and a page with the blog service's data.
const LOAD_PATHS = ['/terms-of-use', '/blog-detail/social-listening-basics'];
const LIVE = 'Terms of Use';
const CANDIDATE = 'Terms of Use, rehearsal edition';

let rehearsal: RunningRehearsal;

const brandOf = async (origin: string) => ((await (await fetch(`${origin}/env.json`)).json()) as { brand: { name: string } }).brand.name;
const blogVersionOf = async (origin: string) =>
  ((await (await fetch(`${origin}/env.json`)).json()) as { remotes: Record<string, string> }).remotes['marketing-blog']!.split('/').at(-2);
const headingOf = async (origin: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(`${origin}${PAGE}`)).text())?.[1];
const readyOf = (origin: string) => fetch(`${origin}/readyz`).then((answer) => answer.status, () => 0);
/** The one number a PromQL query gives in the rehearsal's Prometheus (none: undefined). */
const prometheusValue = async (query: string) =>
  ((await (await fetch(`${PROMETHEUS}/api/v1/query?${new URLSearchParams({ query })}`)).json()) as { data: { result: { value: [number, string] }[] } }).data.result.map(
    ({ value }) => Number(value[1]),
  )[0];
const NO_FAILURES = { errors: 0, timeouts: 0, non2xx: 0 };
const failuresOf = ({ errors, timeouts, non2xx }: LoadSummary) => ({ errors, timeouts, non2xx });

/** Lets `count` more requests of the load be answered (after a change, so it is seen under load). */
async function moreAnswers(load: SteadyLoad, count: number): Promise<void> {
  const answered = load.answered();
  await expect.poll(() => load.answered(), { timeout: 60_000 }).toBeGreaterThan(answered + count);
}

/** Ends the load: not one request failed, over more than `minimum`. */
async function finishWithoutFailures(load: SteadyLoad, minimum: number): Promise<void> {
  const summary = await load.finish();
  expect(failuresOf(summary), JSON.stringify(summary)).toEqual(NO_FAILURES);
  expect(summary.requests).toBeGreaterThan(minimum);
}

/** Every script and style sheet a page's HTML names, as absolute addresses. */
function assetsOf(html: string, base: string): string[] {
  const addresses = [...html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  return [...new Set(addresses.filter((address) => /\.(?:js|css)(?:[?#]|$)/.test(address)).map((address) => new URL(address, base).href))];
}

/** What a promotion does to the object every server polls, written as the store stand-in takes it. */
async function putEnvironment(change: (text: string) => string): Promise<void> {
  const current = await (await fetch(rehearsal.environmentUrl)).text();
  const answer = await fetch(rehearsal.environmentUrl, { method: 'PUT', body: change(current), headers: { 'content-type': 'application/json' } });
  expect(answer.status).toBe(200);
}

test.describe('the rehearsal: three site servers behind nginx, remotes and environment in an S3-compatible store', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rehearsal = await startRehearsal(PORTS, 3);
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await rehearsal?.stop();
  });

  test('every instance serves a promoted environment within 10 s without a restart, and keeps it through an invalid one, as Prometheus sees', async () => {
    const started = Date.now();
    await putEnvironment((text) => text.replace(/"name": "EchoWatch"/, '"name": "EchoWatch Promoted"'));
    await expect.poll(() => Promise.all(INSTANCES.map(brandOf)), { timeout: 10_000 }).toEqual(['EchoWatch Promoted', 'EchoWatch Promoted', 'EchoWatch Promoted']);
    expect(Date.now() - started).toBeLessThan(10_000);
    const good = await (await fetch(rehearsal.environmentUrl)).text();
    await putEnvironment(() => '{ "half": ');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await Promise.all(INSTANCES.map(brandOf))).toEqual(['EchoWatch Promoted', 'EchoWatch Promoted', 'EchoWatch Promoted']);
    expect((await fetch(`${NGINX}${PAGE}`)).status).toBe(200);
    // The store holds a good environment again for the promotions below.
    await putEnvironment(() => good);
    // Prometheus scraped both on every instance: a change after the first read, and an invalid read.
    await expect.poll(() => prometheusValue('count(site_environment_refreshes_total{outcome="changed"} >= 2)'), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => prometheusValue('count(site_environment_refreshes_total{outcome="invalid"} > 0)'), { timeout: 15_000 }).toBe(3);
  });

  test('a burst of 1,000 requests to one anonymous page reaches the site servers a handful of times; a secret link never comes from the cache', async () => {
    await fetch(`${NGINX}${PAGE}`);
    const results: string[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${NGINX}${PAGE}`)));
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        results.push(answer.headers.get('x-cache') ?? 'none');
        await answer.arrayBuffer();
      }
    }
    const reachedServers = results.filter((result) => !['HIT', 'STALE', 'UPDATING'].includes(result)).length;
    expect(results).toHaveLength(1000);
    expect(reachedServers).toBeLessThanOrEqual(5);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const secret = await fetch(`${NGINX}/forgot-password/rehearsal-token`);
      expect(secret.headers.get('cache-control')).toBe('private, no-store');
      expect(secret.headers.get('x-cache')).not.toBe('HIT');
    }
  });

  test('a version published to the store goes live and back on every instance under load: 0 failed requests, and a page from before keeps its files', async () => {
    test.setTimeout(240_000);
    // A team's new build of marketing-blog, made (and tested) elsewhere, published to the store.
    const build = mkdtempSync(path.join(tmpdir(), 'ew-rehearsal-build-'));
    try {
      cpSync(path.join(ROOT, 'apps', 'marketing-blog', 'dist'), build, { recursive: true });
      expect(replaceInScripts(build, LIVE, CANDIDATE)).toBeGreaterThanOrEqual(2);
      const published = await rehearsal.compose('publish', 'marketing-blog', '--to', rehearsal.remotesStore, '--dist', build);
      const version = /Published marketing-blog@(\S+) to/.exec(published)?.[1];
      expect(version, published).toBeTruthy();
      const live = (await blogVersionOf(INSTANCES[0]!))!;

      const before = await (await fetch(`${NGINX}${PAGE}`)).text();
      const oldAssets = assetsOf(before, NGINX);
      expect(oldAssets.filter((address) => address.includes(`/cdn/marketing-blog/${live}/`)).length).toBeGreaterThan(0);

      const load = startSteadyLoad(NGINX, LOAD_PATHS);
      try {
        await expect.poll(() => load.answered(), { timeout: 60_000 }).toBeGreaterThan(50);
        expect(await rehearsal.compose('promote', `marketing-blog@${version}`, '--env', rehearsal.environment, '--store', rehearsal.remotesStore)).toContain(`→ ${version}`);
        await expect.poll(() => Promise.all(INSTANCES.map(blogVersionOf)), { timeout: 10_000 }).toEqual([version, version, version]);
        await expect.poll(() => Promise.all(INSTANCES.map(headingOf)), { timeout: 60_000 }).toEqual([CANDIDATE, CANDIDATE, CANDIDATE]);

        // The page rendered before the promotion still finds every script and style sheet it names.
        const after = await (await fetch(`${INSTANCES[1]}${PAGE}`)).text();
        expect(assetsOf(after, NGINX).some((address) => address.includes(`/cdn/marketing-blog/${version}/`))).toBe(true);
        const statuses = await Promise.all(oldAssets.map(async (address) => `${(await fetch(address)).status} ${address}`));
        expect(statuses.filter((status) => !status.startsWith('200 '))).toEqual([]);

        expect(await rehearsal.compose('rollback', 'marketing-blog', '--env', rehearsal.environment, '--store', rehearsal.remotesStore)).toContain('Rolled back');
        await expect.poll(() => Promise.all(INSTANCES.map(blogVersionOf)), { timeout: 10_000 }).toEqual([live, live, live]);
        await expect.poll(() => Promise.all(INSTANCES.map(headingOf)), { timeout: 60_000 }).toEqual([LIVE, LIVE, LIVE]);
        await moreAnswers(load, 50);
      } finally {
        await finishWithoutFailures(load, 100);
      }
    } finally {
      rmSync(build, { recursive: true, force: true });
    }
  });

  test('a site server stopped with SIGTERM under load drains: 0 failed requests through nginx, and a new one takes its place', async () => {
    test.setTimeout(180_000);
    const port = SITE_PORTS[1]!;
    const pid = rehearsal.pidOf(port)!;
    expect(await Promise.all(INSTANCES.map(readyOf))).toEqual([200, 200, 200]);
    const load = startSteadyLoad(NGINX, LOAD_PATHS);
    try {
      // Every server is answering the load before one of them is told to stop.
      await expect.poll(() => load.answered(), { timeout: 60_000 }).toBeGreaterThan(150);
      process.kill(pid, 'SIGTERM');
      await expect.poll(() => isRunning(pid), { timeout: 30_000 }).toBe(false);
      // The rehearsal replaces a server only after a clean drain (exit 0), as an orchestrator would.
      await expect.poll(() => rehearsal.pidOf(port), { timeout: 30_000 }).not.toBe(pid);
      await expect.poll(() => readyOf(`http://127.0.0.1:${port}`), { timeout: 60_000 }).toBe(200);
      await moreAnswers(load, 150);
    } finally {
      await finishWithoutFailures(load, 300);
    }
  });
});

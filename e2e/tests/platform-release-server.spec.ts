import type { SiteConfig } from '@echowatch/contracts';
import { test, expect } from '@playwright/test';
import { startHeldBlog, type HeldBlog } from '../support/held-blog';
import { SITE_URL } from '../support/local-sites';
import { startReleaseSite, type ReleaseSite } from '../support/release-site';

// The release as an operator runs it (apps/shell/release from `pnpm build`, see docs/deploying.md),
// against the suite's composition (remotes' CDN and sandbox API).
const POST = { slug: 'social-listening-basics', title: 'Social listening basics: what it is and why your brand needs it' };

test.describe.configure({ mode: 'serial' });

let blog: HeldBlog;
let site: ReleaseSite;

test.beforeAll(async () => {
  const config = (await (await fetch(`${SITE_URL}/env.json`)).json()) as SiteConfig;
  blog = await startHeldBlog(config.hosts.blog, POST.slug);
  config.hosts.blog = blog.url;
  // A short wait before the listener closes, so the test sees what a load balancer sees: not ready.
  site = await startReleaseSite(config, { SHUTDOWN_DELAY_MS: '2000' });
});

test.afterAll(async () => {
  site?.remove();
  await blog?.close();
});

/** The status of /readyz, or "refused" once the server accepts no new connection. */
const readiness = () =>
  fetch(`${site.url}/readyz`).then(
    (response) => response.status,
    () => 'refused',
  );

test('the release started with node alone becomes ready and renders pages', async () => {
  await expect.poll(readiness, { timeout: 30_000 }).toBe(200);
  const alive = await fetch(`${site.url}/healthz`);
  expect([alive.status, alive.headers.get('cache-control')]).toEqual([200, 'no-store']);
  const response = await fetch(`${site.url}/terms-of-use?lng=en`);
  expect(response.status).toBe(200);
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(await response.text())?.[1] ?? '';
  expect(main).toMatch(/<h1[^>]*>Terms of Use<\/h1>/);
  expect(main).toContain('These Terms of Use govern access to and use of the EchoWatch website');
  // Its own code is not among the files it serves.
  for (const file of ['/server.js', '/render/render.js', '/package.json', '/environments/local.json']) {
    expect([file, (await fetch(`${site.url}${file}`)).status]).toEqual([file, 404]);
  }
});

test('on SIGTERM it reports not ready, finishes the request in flight and exits with 0', async () => {
  const inFlight = fetch(`${site.url}/blog-detail/${POST.slug}?lng=en`);
  await blog.arrived;
  site.signal('SIGTERM');
  await expect.poll(readiness, { timeout: 10_000 }).not.toBe(200);
  blog.release();
  const response = await inFlight;
  expect(response.status).toBe(200);
  expect(await response.text()).toContain(POST.title);
  expect(await site.exited).toBe(0);
  expect(site.output()).toContain('The site stopped: every request finished.');
  expect(await readiness()).toBe('refused');
});

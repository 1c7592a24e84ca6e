import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName } from '@echowatch/contracts';
import { COHORT_COOKIE, EVERY_BUCKET, visit, visitorServed, type Visit } from '../support/canary-visitors';
import { replaceInScripts } from '../support/own-site';
import { startRehearsal, type RunningRehearsal } from '../support/rehearsal';
import { startSteadyLoad, type SteadyLoad } from '../support/steady-load';
import { expect, test } from '../support/fixtures';

const ROOT = path.resolve(__dirname, '..', '..');
// Ports of their own, apart from the suite's composition and the other rehearsal's (platform-rehearsal):
// the site servers take PORT + 101…; all below 32768, where Linux picks no port for an outgoing connection.
const PORTS = { PORT: '27380', SANDBOX_PORT: '27390', REMOTES_PORT: '27381', FIREBASE_AUTH_PORT: '27399', PROMETHEUS_PORT: '27395' };
const NGINX = `http://127.0.0.1:${PORTS.PORT}`;
const PROMETHEUS = `http://127.0.0.1:${PORTS.PROMETHEUS_PORT}`;
const INSTANCES = [27481, 27482].map((port) => `http://127.0.0.1:${port}`);
const REMOTE: RemoteName = 'marketing-blog';
const PAGE = '/terms-of-use?lng=en';
const OTHER_PAGE = '/privacy-policy?lng=en';
const LIVE = { en: 'Terms of Use', vi: 'Điều khoản sử dụng' };
const CANARY = { en: 'Terms of Use, canary edition', vi: 'Điều khoản sử dụng, bản canary' };

let rehearsal: RunningRehearsal;
let build: string;
/** The versions published for the tests: a changed build, and one whose legal page throws. */
let changed: string;
let broken: string;

/** A copy of the remote's build changed by `edit`, published to the rehearsal's store as an operator does; its version. */
async function publishVariant(edit: (folder: string) => void): Promise<string> {
  const folder = mkdtempSync(path.join(build, 'variant-'));
  cpSync(path.join(ROOT, 'apps', REMOTE, 'dist'), folder, { recursive: true });
  edit(folder);
  const published = await rehearsal.compose('publish', REMOTE, '--to', rehearsal.remotesStore, '--dist', folder);
  const version = /Published marketing-blog@(\S+) to/.exec(published)?.[1];
  expect(version, published).toBeTruthy();
  return version!;
}

const liveVersionOf = async (remote: RemoteName, origin = NGINX) =>
  ((await (await fetch(`${origin}/env.json`)).json()) as { remotes: Record<string, string> }).remotes[remote]!.split('/').at(-2)!;
const liveVersion = (origin = NGINX) => liveVersionOf(REMOTE, origin);
const canaryOf = async (origin: string) => ((await (await fetch(`${origin}/env.json`)).json()) as { canaries?: Record<string, { url: string; weight: number }> }).canaries?.[REMOTE];
const compose = (...args: string[]) => rehearsal.compose(...args, '--env', rehearsal.environment);

/** Starts a canary as an operator does, and waits until every site server serves it. */
async function startCanary(version: string, weight: number): Promise<void> {
  expect(await compose('canary', 'start', `${REMOTE}@${version}`, '--weight', String(weight), '--store', rehearsal.remotesStore)).toContain('canary');
  await expect.poll(() => Promise.all(INSTANCES.map(async (origin) => (await canaryOf(origin))?.weight)), { timeout: 15_000 }).toEqual([weight, weight]);
}

async function abortCanary(): Promise<void> {
  await compose('canary', 'abort', REMOTE);
  await expect.poll(() => Promise.all(INSTANCES.map(canaryOf)), { timeout: 15_000 }).toEqual([undefined, undefined]);
}

/** A text as a regular expression matches it (a version holds `.` and `+`). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The version each of the given visitors is served now. */
const versionsOf = (cookies: string[]) => Promise.all(cookies.map(async (cookie) => (await visit(NGINX, PAGE, REMOTE, cookie)).version));

async function endLoad(load: SteadyLoad): Promise<void> {
  const summary = await load.finish();
  expect({ errors: summary.errors, timeouts: summary.timeouts, non2xx: summary.non2xx }, JSON.stringify(summary)).toEqual({ errors: 0, timeouts: 0, non2xx: 0 });
}

/**
 * `compose canary watch` with short windows, while a steady load from every bucket asks for the
 * page (the figures it judges); its exit code, its output and when it ended. The load must not
 * fail a request.
 */
async function watchUnderLoad(steps: string, limitMs: number): Promise<{ code: number | null; output: string; endedAt: number }> {
  const load = startSteadyLoad(NGINX, ['/terms-of-use'], 6, EVERY_BUCKET);
  let watch: ReturnType<RunningRehearsal['composeRunning']> | undefined;
  try {
    await expect.poll(() => load.answered(), { timeout: 30_000 }).toBeGreaterThan(50);
    watch = rehearsal.composeRunning(
      'canary', 'watch', REMOTE, '--env', rehearsal.environment, '--store', rehearsal.remotesStore, '--prometheus', PROMETHEUS,
      '--window', '10', '--interval', '2', '--steps', steps, '--min-views', '20',
    );
    const running = watch;
    const ended = await Promise.race([
      running.exited,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`the watch did not end: ${running.output()}`)), limitMs)),
    ]);
    return { ...ended, endedAt: Date.now() };
  } finally {
    watch?.stop();
    await endLoad(load);
  }
}

test.describe('canary releases in the rehearsal: two site servers behind nginx, a store and Prometheus', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    rehearsal = await startRehearsal(PORTS, 2);
    build = mkdtempSync(path.join(tmpdir(), 'ew-canary-builds-'));
    changed = await publishVariant((folder) => {
      expect(replaceInScripts(folder, 'title:"Terms of Use"', `title:"${CANARY.en}"`)).toBe(1);
      expect(replaceInScripts(folder, "title: 'Terms of Use'", `title: '${CANARY.en}'`)).toBe(1);
      expect(replaceInScripts(folder, 'title:"Điều khoản sử dụng"', `title:"${CANARY.vi}"`)).toBe(1);
      expect(replaceInScripts(folder, "title: 'Điều khoản sử dụng'", `title: '${CANARY.vi}'`)).toBe(1);
    });
    // The legal page's texts throw as they are read: its page fails wherever it renders.
    const thrower = '(()=>{throw new Error("a build that breaks its page")})()';
    broken = await publishVariant((folder) => {
      expect(replaceInScripts(folder, 'title:"Terms of Use"', `title:${thrower}`)).toBe(1);
      expect(replaceInScripts(folder, "title: 'Terms of Use'", `title: ${thrower}`)).toBe(1);
    });
  });

  test.afterAll(async () => {
    test.setTimeout(60_000);
    await rehearsal?.stop();
    if (build) rmSync(build, { recursive: true, force: true });
  });

  test('a changed build at 50 %: fresh visitors split about evenly and keep their version on every page and reload', async () => {
    const live = await liveVersion();
    await startCanary(changed, 50);
    try {
      // Each server has rendered both versions once (a canary's first page starts its render worker).
      for (const origin of INSTANCES) await Promise.all([visitorServed(origin, PAGE, REMOTE, changed), visitorServed(origin, PAGE, REMOTE, live)]);
      const visitors: Visit[] = [];
      for (let batch = 0; batch < 8; batch += 1) visitors.push(...(await Promise.all(Array.from({ length: 10 }, () => visit(NGINX, PAGE, REMOTE)))));
      expect(visitors.every((visitor) => visitor.cohortCookie?.startsWith(`${COHORT_COOKIE}=`))).toBe(true);
      const onCanary = visitors.filter((visitor) => visitor.version === changed);
      expect(visitors.filter((visitor) => visitor.version !== changed && visitor.version !== live)).toEqual([]);
      expect(onCanary.length).toBeGreaterThanOrEqual(20);
      expect(onCanary.length).toBeLessThanOrEqual(60);
      // What each saw is what its version says.
      for (const visitor of visitors) {
        expect([visitor.heading, visitor.cohort]).toEqual(visitor.version === changed ? [CANARY.en, 'canary'] : [LIVE.en, 'live']);
      }
      // A cohort per remote: a canary visitor's page of another remote is counted as that remote's live version.
      const pricing = await visit(NGINX, '/packages?lng=en', 'pricing-reporting', onCanary[0]!.cohortCookie);
      expect([pricing.cohort, pricing.version]).toEqual(['live', await liveVersionOf('pricing-reporting')]);
      // Every later page and reload, on either server, keeps the visitor's version, and no new cookie.
      for (const visitor of visitors) {
        const later = await Promise.all([visit(NGINX, PAGE, REMOTE, visitor.cohortCookie), visit(NGINX, OTHER_PAGE, REMOTE, visitor.cohortCookie), ...INSTANCES.map((origin) => visit(origin, PAGE, REMOTE, visitor.cohortCookie))]);
        expect(later.map(({ version, cohortCookie }) => ({ version, cohortCookie }))).toEqual(later.map(() => ({ version: visitor.version, cohortCookie: undefined })));
      }
    } finally {
      await abortCanary();
    }
  });

  for (const language of ['vi', 'en'] as const) {
    test(`a canary visitor's page is rendered and hydrated from the canary's version, in ${language}; a live visitor's from live`, async ({ browser }) => {
      const live = await liveVersion();
      await startCanary(changed, 50);
      try {
        const cohorts = { canary: await visitorServed(NGINX, PAGE, REMOTE, changed), live: await visitorServed(NGINX, PAGE, REMOTE, live) };
        for (const [cohort, cookie] of Object.entries(cohorts)) {
          const version = cohort === 'canary' ? changed : live;
          const heading = cohort === 'canary' ? CANARY[language] : LIVE[language];
          const context = await browser.newContext({ locale: language === 'vi' ? 'vi-VN' : 'en-US' });
          await context.addCookies([{ name: COHORT_COOKIE, value: cookie.split('=')[1]!, url: NGINX }]);
          const page = await context.newPage();
          const problems: string[] = [];
          page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
          page.on('pageerror', (error) => problems.push(error.message));
          const blogFiles: string[] = [];
          page.on('request', (request) => request.url().includes(`/cdn/${REMOTE}/`) && blogFiles.push(request.url()));
          const answer = await page.goto(`${NGINX}/terms-of-use?lng=${language}`);
          const html = (await answer!.text()).replace(/&#x27;/g, "'");
          expect(html).toContain(`>${heading}</h1>`);
          await expect(page.locator('html')).toHaveAttribute('data-page', 'ready');
          await expect(page.locator('h1')).toHaveText(heading);
          // The browser loaded the blog's files from the visitor's version only.
          expect(blogFiles.length).toBeGreaterThan(0);
          expect(blogFiles.filter((file) => !file.includes(`/cdn/${REMOTE}/${version}/`))).toEqual([]);
          // Hydrated, the page answers: a link to another page of the remote opens in the page, not by a reload.
          await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
          await page.locator(`a[href^="/privacy-policy"]`).first().click();
          await expect(page).toHaveURL(/\/privacy-policy/);
          await expect(page.locator('h1')).not.toHaveText(heading);
          expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(true);
          expect(problems).toEqual([]);
          await context.close();
        }
      } finally {
        await abortCanary();
      }
    });
  }

  test('a build that breaks its page is aborted by the watch with no operator action; every visitor is back on live within 15 s', async () => {
    test.setTimeout(150_000);
    const live = await liveVersion();
    await startCanary(broken, 50);
    try {
      const { code, output, endedAt } = await watchUnderLoad('50,100', 90_000);
      expect(code, output).toBe(1);
      // One line per judgement; the last applied the abort of this canary.
      expect(output).toMatch(new RegExp(`abort.*${literally(`${REMOTE}@${broken}`)}`, 'i'));
      // Every visitor, those who held the canary included, gets live again: polled, within 15 s of the abort.
      await expect
        .poll(async () => new Set(await versionsOf(EVERY_BUCKET)), { timeout: Math.max(1, 15_000 - (Date.now() - endedAt)), intervals: [250] })
        .toEqual(new Set([live]));
      expect(Date.now() - endedAt).toBeLessThan(15_000);
      expect(await canaryOf(NGINX)).toBeUndefined();
    } finally {
      if (await canaryOf(NGINX)) await abortCanary();
    }
  });

  test('a healthy build is promoted by the watch step by step, and ends live for everyone', async () => {
    test.setTimeout(150_000);
    await startCanary(changed, 25);
    const { code, output } = await watchUnderLoad('25,50,100', 120_000);
    expect(code, output).toBe(0);
    // Raised to the next step after a healthy window, then promoted after another.
    expect(output).toMatch(new RegExp(`rais.*${literally(`${REMOTE}@${changed}`)}.* 50\\s?%`, 'i'));
    expect(output).toMatch(/promot/i);
    await expect.poll(() => Promise.all(INSTANCES.map((origin) => liveVersion(origin))), { timeout: 15_000 }).toEqual([changed, changed]);
    expect(await Promise.all(INSTANCES.map(canaryOf))).toEqual([undefined, undefined]);
    await expect.poll(async () => new Set(await versionsOf(EVERY_BUCKET)), { timeout: 15_000 }).toEqual(new Set([changed]));
    expect((await visit(NGINX, PAGE, REMOTE)).heading).toBe(CANARY.en);
  });
});

/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { PageRenderer, RenderRequest } from '../src/ssr/render-contract';
import { COHORT_COOKIE } from './canary-cohort';
import { remoteBucket } from './cohort-composition';
import { createPageAnswerCache } from './page-answer-cache';
import { pageRoute } from './page-route';

const TEMPLATE = '<!doctype html><html><head><title>x</title></head><body><div id=root></div></body></html>';
const manifest = (version: string) => `https://cdn.test/marketing-blog/${version}/mf-manifest.json`;
const entry = (version: string) => `https://cdn.test/marketing-blog/${version}/remoteEntry.js`;

function environment(canaryWeight?: number): SiteConfig {
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.remotes['marketing-blog'] = manifest('1.0.0');
  if (canaryWeight) config.canaries = { 'marketing-blog': { url: manifest('1.1.0'), weight: canaryWeight, startedAt: '2026-01-01T00:00:00Z' } };
  return config;
}

// Visitors' buckets a marketing-blog canary of 10 % serves, and some it does not.
const BUCKETS = Array.from({ length: 100 }, (_, bucket) => bucket);
const [CANARY, CANARY_TOO] = BUCKETS.filter((bucket) => remoteBucket('marketing-blog', bucket) < 10);
const [LIVE] = BUCKETS.filter((bucket) => remoteBucket('marketing-blog', bucket) >= 10);
const drawOf = (bucket: number) => (bucket + 0.5) / 100;

const renders: RenderRequest[] = [];
let failing = false;
/** Renders the page with the composition it is given: the blog's version in the markup, its entry preloaded, as the real render does. */
const renderer: PageRenderer = {
  warm: async () => undefined,
  render: (request) => {
    renders.push(request);
    if (failing) return Promise.reject(new Error('the page could not be rendered'));
    const version = request.preview?.versions['marketing-blog'] ?? request.config.remotes['marketing-blog'].split('/')[4]!;
    return Promise.resolve({
      status: 200,
      language: request.language,
      headHtml: '<title>Page</title>',
      appHtml: `<main>marketing-blog ${version}</main>`,
      stateJson: JSON.stringify({ remotes: request.config.remotes }),
      headTags: [],
      preloads: [{ href: entry(version), as: 'script' }],
      reuse: 'composition',
    });
  },
};

let served: SiteConfig;
let draw: number;
let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  const cache = createPageAnswerCache({ dataTtlMs: 60_000, staleMs: 0 });
  // The request's logger, as the server's logging middleware gives it: a failed render is logged there.
  app.use((req, _res, next) => {
    Object.assign(req, { log: { error: () => undefined } });
    next();
  });
  app.use(pageRoute({ template: TEMPLATE, shellStyles: [], environment: () => served, renderer: Promise.resolve(renderer), cache, random: () => draw }));
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  served = environment(10);
  draw = 0.5;
  renders.length = 0;
  failing = false;
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140.0', 'accept-language': 'en', ...headers } });
  return { html: await response.text(), headers: response.headers };
}
const cookieOf = (answer: { headers: Headers }) => answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COHORT_COOKIE}=`))?.split(';')[0];

describe('the page of a canary cohort', () => {
  it('is rendered with the canary version and names its files, for a fresh visitor drawn below the weight', async () => {
    draw = drawOf(CANARY!);
    const answer = await page('/terms-of-use');
    expect(answer.html).toContain('marketing-blog 1.1.0');
    expect(answer.html).toContain(manifest('1.1.0'));
    expect(answer.headers.get('link')).toContain(entry('1.1.0'));
    expect(renders.at(-1)).toMatchObject({ cohort: 'canary', canaries: ['marketing-blog'], config: { remotes: { 'marketing-blog': manifest('1.1.0') } } });
    expect(cookieOf(answer)).toBe(`${COHORT_COOKIE}=${CANARY}`);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('stays the visitor\'s on every reload, and a fresh visitor drawn above the weight gets the live version', async () => {
    draw = drawOf(CANARY!);
    const cookie = cookieOf(await page('/terms-of-use'))!;
    draw = drawOf(LIVE!);
    const reload = await page('/terms-of-use', { cookie });
    expect(reload.html).toContain('marketing-blog 1.1.0');
    expect(cookieOf(reload)).toBeUndefined();
    const other = await page('/terms-of-use');
    expect(other.html).toContain('marketing-blog 1.0.0');
    expect(cookieOf(other)).toBe(`${COHORT_COOKIE}=${LIVE}`);
  });

  it('is never the one a crawler gets: it is given the live version and no cookie', async () => {
    draw = 0;
    const answer = await page('/terms-of-use', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    expect(answer.html).toContain('marketing-blog 1.0.0');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('is kept apart from the live page in the cache, and a cache in front is told the page varies on the cookie', async () => {
    const live = await page('/privacy-policy', { cookie: `${COHORT_COOKIE}=${LIVE}` });
    const canary = await page('/privacy-policy', { cookie: `${COHORT_COOKIE}=${CANARY}` });
    const again = await page('/privacy-policy', { cookie: `${COHORT_COOKIE}=${CANARY_TOO}` });
    expect([live.html, canary.html, again.html].map((html) => /marketing-blog ([^<]+)</.exec(html)?.[1])).toEqual(['1.0.0', '1.1.0', '1.1.0']);
    expect(renders.map((request) => request.cohort ?? 'live')).toEqual(['live', 'canary']);
    expect(canary.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(canary.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('leaves the previewed remote to the preview', async () => {
    const answer = await page('/terms-of-use?remote=marketing-blog@1.2.0', { cookie: `${COHORT_COOKIE}=${CANARY}` });
    expect(renders.at(-1)?.preview?.manifests).toEqual({ 'marketing-blog': manifest('1.2.0') });
    expect(answer.html).toContain('marketing-blog 1.2.0');
  });

  it('gives way to the live version once the canary is aborted; the cookie stays, and the page varies on nothing more', async () => {
    served = environment();
    const answer = await page('/terms-of-use', { cookie: `${COHORT_COOKIE}=${CANARY}` });
    expect(answer.html).toContain('marketing-blog 1.0.0');
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
  });

  it('sent without rendering it, still names the canary to the browser, not the live version of /env.json', async () => {
    failing = true;
    const served = (html: string) => JSON.parse(/<script id="ew-served-composition" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as { config: SiteConfig; canaries?: string[] } | null;
    const canary = served((await page('/terms-of-use', { cookie: `${COHORT_COOKIE}=${CANARY}` })).html);
    expect(canary?.config.remotes['marketing-blog']).toBe(manifest('1.1.0'));
    expect(canary?.canaries).toEqual(['marketing-blog']);
    const live = served((await page('/terms-of-use', { cookie: `${COHORT_COOKIE}=${LIVE}` })).html);
    expect(live?.config.remotes['marketing-blog']).toBe(manifest('1.0.0'));
    expect(live?.canaries).toBeUndefined();
  });
});

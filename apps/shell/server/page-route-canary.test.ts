/** @jest-environment node */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import type { PageRenderer, RenderRequest } from '../src/ssr/render-contract';
import { COHORT_COOKIE } from './canary-cohort';
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

const renders: RenderRequest[] = [];
/** Renders the page with the composition it is given: the blog's version in the markup, its entry preloaded, as the real render does. */
const renderer: PageRenderer = {
  warm: () => undefined,
  render: (request) => {
    renders.push(request);
    const version = request.preview?.versions['marketing-blog'] ?? request.config.remotes['marketing-blog'].split('/')[4]!;
    return Promise.resolve({
      status: 200,
      language: request.language,
      headHtml: '<title>Page</title>',
      routeId: 'page',
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
});

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, { headers: { 'user-agent': 'Mozilla/5.0 Chrome/140.0', 'accept-language': 'en', ...headers } });
  return { html: await response.text(), headers: response.headers };
}
const cookieOf = (answer: { headers: Headers }) => answer.headers.getSetCookie().find((cookie) => cookie.startsWith(`${COHORT_COOKIE}=`))?.split(';')[0];

describe('the page of a canary cohort', () => {
  it('is rendered with the canary version and names its files, for a fresh visitor drawn below the weight', async () => {
    draw = 0.05;
    const answer = await page('/terms-of-use');
    expect(answer.html).toContain('marketing-blog 1.1.0');
    expect(answer.html).toContain(manifest('1.1.0'));
    expect(answer.headers.get('link')).toContain(entry('1.1.0'));
    expect(renders.at(-1)).toMatchObject({ cohort: 'canary', config: { remotes: { 'marketing-blog': manifest('1.1.0') } } });
    expect(cookieOf(answer)).toBe(`${COHORT_COOKIE}=5`);
    expect(answer.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('stays the visitor\'s on every reload, and a fresh visitor drawn above the weight gets the live version', async () => {
    draw = 0.05;
    const cookie = cookieOf(await page('/terms-of-use'))!;
    draw = 0.99;
    const reload = await page('/terms-of-use', { cookie });
    expect(reload.html).toContain('marketing-blog 1.1.0');
    expect(cookieOf(reload)).toBeUndefined();
    const other = await page('/terms-of-use');
    expect(other.html).toContain('marketing-blog 1.0.0');
    expect(cookieOf(other)).toBe(`${COHORT_COOKIE}=99`);
  });

  it('is never the one a crawler gets: it is given the live version and no cookie', async () => {
    draw = 0;
    const answer = await page('/terms-of-use', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)' });
    expect(answer.html).toContain('marketing-blog 1.0.0');
    expect(answer.headers.getSetCookie()).toEqual([]);
  });

  it('is kept apart from the live page in the cache, and a cache in front is told the page varies on the cookie', async () => {
    const live = await page('/privacy-policy', { cookie: `${COHORT_COOKIE}=70` });
    const canary = await page('/privacy-policy', { cookie: `${COHORT_COOKIE}=2` });
    const again = await page('/privacy-policy', { cookie: `${COHORT_COOKIE}=7` });
    expect([live.html, canary.html, again.html].map((html) => /marketing-blog ([^<]+)</.exec(html)?.[1])).toEqual(['1.0.0', '1.1.0', '1.1.0']);
    expect(renders.map((request) => request.cohort ?? 'live')).toEqual(['live', 'canary']);
    expect(canary.headers.get('vary')).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(canary.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('leaves the previewed remote to the preview', async () => {
    const answer = await page('/terms-of-use?remote=marketing-blog@1.2.0', { cookie: `${COHORT_COOKIE}=1` });
    expect(renders.at(-1)?.preview?.manifests).toEqual({ 'marketing-blog': manifest('1.2.0') });
    expect(answer.html).toContain('marketing-blog 1.2.0');
  });

  it('gives way to the live version once the canary is aborted; the cookie stays, and the page varies on nothing more', async () => {
    served = environment();
    const answer = await page('/terms-of-use', { cookie: `${COHORT_COOKIE}=1` });
    expect(answer.html).toContain('marketing-blog 1.0.0');
    expect(answer.headers.getSetCookie()).toEqual([]);
    expect(answer.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
  });
});

/** @jest-environment node */
import { parse as parseSetCookie } from 'cookie';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { COHORT_COOKIE, decideCohort } from './canary-cohort';
import { canaryCompositions, cohortConfig } from './cohort-composition';

const manifest = (version: string) => `https://cdn.test/marketing-blog/${version}/mf-manifest.json`;
const LIVE_PIN = `sha256-${'A'.repeat(43)}=`;
const CANARY_PIN = `sha256-${'B'.repeat(43)}=`;

function environment(weight?: number): SiteConfig {
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.remotes['marketing-blog'] = manifest('1.0.0');
  config.serverDigests = { 'marketing-blog': { 'remoteEntry.js': LIVE_PIN } };
  if (weight) config.canaries = { 'marketing-blog': { url: manifest('1.1.0'), weight, startedAt: '2026-01-01T00:00:00Z', serverDigests: { 'remoteEntry.js': CANARY_PIN } } };
  return config;
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const visit = (config: SiteConfig, cookieHeader?: string, draw = 0.5, userAgent = BROWSER) =>
  decideCohort(config, { cookieHeader, userAgent, secure: false, random: () => draw });
const bucketOf = (setCookie: string | undefined) => parseSetCookie(setCookie ?? '')[COHORT_COOKIE];

describe('decideCohort', () => {
  it('assigns a fresh visitor a bucket once, with a first-party Lax cookie, and serves the canary below its weight', () => {
    const config = environment(10);
    const fresh = visit(config, undefined, 0.05);
    expect(fresh.cohort).toBe('canary');
    expect(fresh.setCookie).toBe(`${COHORT_COOKIE}=5; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    expect(fresh.config.remotes['marketing-blog']).toBe(manifest('1.1.0'));
    expect(visit(config, undefined, 0.1)).toMatchObject({ cohort: 'live', config, setCookie: `${COHORT_COOKIE}=10; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax` });
    expect(decideCohort(config, { cookieHeader: undefined, userAgent: BROWSER, secure: true, random: () => 0 }).setCookie).toContain('; Secure');
  });

  it('splits fresh visitors by the weight', () => {
    const config = environment(20);
    const draws = Array.from({ length: 100 }, (_, index) => index / 100);
    expect(draws.filter((draw) => visit(config, undefined, draw).cohort === 'canary')).toHaveLength(20);
  });

  it('keeps a visitor in their cohort on every request, whatever is drawn, and sets no cookie again', () => {
    const config = environment(10);
    const cookie = `${COHORT_COOKIE}=${bucketOf(visit(config, undefined, 0.03).setCookie)}; ew_lang=en`;
    for (const draw of [0, 0.5, 0.99]) expect(visit(config, cookie, draw)).toEqual({ config: cohortConfig(config, 3), cohort: 'canary', canaryRunning: true });
  });

  it('moves only the visitors between the old and the new weight when the weight changes', () => {
    const cohorts = (weight: number) => Array.from({ length: 100 }, (_, bucket) => visit(environment(weight), `${COHORT_COOKIE}=${bucket}`).cohort);
    const [before, after] = [cohorts(10), cohorts(30)];
    expect(before.every((cohort, bucket) => cohort === 'live' || after[bucket] === 'canary')).toBe(true);
    expect(after.filter((cohort, bucket) => cohort !== before[bucket])).toHaveLength(20);
  });

  it('gives crawlers the live version and no cookie', () => {
    const crawler = visit(environment(50), undefined, 0, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(crawler).toEqual({ config: expect.objectContaining({ canaries: expect.anything() }), cohort: 'live', canaryRunning: true });
  });

  it('assigns nothing while no canary runs, and serves a canary visitor live once it is aborted', () => {
    expect(visit(environment(), undefined, 0)).toEqual({ config: expect.anything(), cohort: 'live', canaryRunning: false });
    const aborted = environment();
    expect(visit(aborted, `${COHORT_COOKIE}=3`)).toEqual({ config: aborted, cohort: 'live', canaryRunning: false });
  });

  it('ignores a canary the tools would not write, and a bucket that is not one', () => {
    const config = environment(10);
    config.canaries!['marketing-blog']!.weight = 90;
    expect(visit(config, undefined, 0)).toMatchObject({ cohort: 'live', canaryRunning: false });
    expect(visit(environment(10), `${COHORT_COOKIE}=x1`, 0.01)).toMatchObject({ cohort: 'canary', setCookie: expect.stringContaining(`${COHORT_COOKIE}=1;`) });
  });
});

describe('cohortConfig', () => {
  it('names the canary version pinned by its own digests, as one object per environment copy and cohort', () => {
    const config = environment(10);
    const cohort = cohortConfig(config, 0);
    expect(cohort.serverDigests?.['marketing-blog']).toEqual({ 'remoteEntry.js': CANARY_PIN });
    expect(cohort.canaries).toBeUndefined();
    expect(cohortConfig(config, 9)).toBe(cohort);
    expect(cohortConfig(config, 10)).toBe(config);
    expect(canaryCompositions(config)).toEqual([cohort]);
  });
});

/** @jest-environment node */
import { parse as parseSetCookie } from 'cookie';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { COHORT_COOKIE, decideCohort } from './canary-cohort';
import { canaryCompositions, cohortConfig, remoteBucket, servedCanaries } from './cohort-composition';

const manifest = (version: string) => `https://cdn.test/marketing-blog/${version}/mf-manifest.json`;
const LIVE_PIN = `sha256-${'A'.repeat(43)}=`;
const CANARY_PIN = `sha256-${'B'.repeat(43)}=`;
const BUCKETS = Array.from({ length: 100 }, (_, bucket) => bucket);
/** The draw that gives a fresh visitor `bucket`. */
const drawOf = (bucket: number) => (bucket + 0.5) / 100;

function environment(weight?: number): SiteConfig {
  const config = structuredClone(localEnvironment) as unknown as SiteConfig;
  config.remotes['marketing-blog'] = manifest('1.0.0');
  config.serverDigests = { 'marketing-blog': { 'remoteEntry.js': LIVE_PIN } };
  if (weight) config.canaries = { 'marketing-blog': { url: manifest('1.1.0'), weight, startedAt: '2026-01-01T00:00:00Z', serverDigests: { 'remoteEntry.js': CANARY_PIN } } };
  return config;
}

/** The environment with a canary of pricing-reporting too. */
function twoCanaries(blogWeight: number, pricingWeight: number): SiteConfig {
  const config = environment(blogWeight);
  const pricing = config.remotes['pricing-reporting'].replace(/\/[^/]+\/mf-manifest\.json$/, '/9.9.9/mf-manifest.json');
  config.canaries!['pricing-reporting'] = { url: pricing, weight: pricingWeight, startedAt: '2026-01-01T00:00:00Z' };
  return config;
}

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const visit = (config: SiteConfig, cookieHeader?: string, draw = 0.5, userAgent = BROWSER) =>
  decideCohort(config, { cookieHeader, userAgent, secure: false, random: () => draw });
const bucketOf = (setCookie: string | undefined) => parseSetCookie(setCookie ?? '')[COHORT_COOKIE];
/** Buckets whose visitors a marketing-blog canary of `weight` serves, and those it does not. */
const blogCanaryBuckets = (weight: number) => BUCKETS.filter((bucket) => remoteBucket('marketing-blog', bucket) < weight);
const blogLiveBuckets = (weight: number) => BUCKETS.filter((bucket) => remoteBucket('marketing-blog', bucket) >= weight);

describe('decideCohort', () => {
  it('assigns a fresh visitor a bucket once, with a first-party Lax cookie, and serves the canary by the bucket', () => {
    const config = environment(10);
    const [canary] = blogCanaryBuckets(10);
    const [live] = blogLiveBuckets(10);
    const fresh = visit(config, undefined, drawOf(canary!));
    expect(fresh).toMatchObject({ cohort: 'canary', canaries: ['marketing-blog'] });
    expect(fresh.setCookie).toBe(`${COHORT_COOKIE}=${canary}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`);
    expect(fresh.config.remotes['marketing-blog']).toBe(manifest('1.1.0'));
    expect(visit(config, undefined, drawOf(live!))).toMatchObject({ cohort: 'live', canaries: [], config, setCookie: `${COHORT_COOKIE}=${live}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax` });
    expect(decideCohort(config, { cookieHeader: undefined, userAgent: BROWSER, secure: true, random: () => 0 }).setCookie).toContain('; Secure');
  });

  it('splits fresh visitors by the weight', () => {
    const config = environment(20);
    const draws = BUCKETS.map(drawOf);
    expect(draws.filter((draw) => visit(config, undefined, draw).cohort === 'canary')).toHaveLength(20);
  });

  it('keeps a visitor in their cohort on every request, whatever is drawn, and sets no cookie again', () => {
    const config = environment(10);
    const bucket = blogCanaryBuckets(10)[0]!;
    const cookie = `${COHORT_COOKIE}=${bucketOf(visit(config, undefined, drawOf(bucket)).setCookie)}; ew_lang=en`;
    for (const draw of [0, 0.5, 0.99]) {
      expect(visit(config, cookie, draw)).toEqual({ config: cohortConfig(config, bucket), cohort: 'canary', canaries: ['marketing-blog'], canaryRunning: true });
    }
  });

  it('moves only the visitors between the old and the new weight when the weight changes', () => {
    const cohorts = (weight: number) => BUCKETS.map((bucket) => visit(environment(weight), `${COHORT_COOKIE}=${bucket}`).cohort);
    const [before, after] = [cohorts(10), cohorts(30)];
    expect(before.every((cohort, bucket) => cohort === 'live' || after[bucket] === 'canary')).toBe(true);
    expect(after.filter((cohort, bucket) => cohort !== before[bucket])).toHaveLength(20);
  });

  it('gives crawlers the live version and no cookie', () => {
    const crawler = visit(environment(50), undefined, 0, 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(crawler).toEqual({ config: expect.objectContaining({ canaries: expect.anything() }), cohort: 'live', canaries: [], canaryRunning: true });
  });

  it('assigns nothing while no canary runs, and serves a canary visitor live once it is aborted', () => {
    expect(visit(environment(), undefined, 0)).toEqual({ config: expect.anything(), cohort: 'live', canaries: [], canaryRunning: false });
    const aborted = environment();
    const bucket = blogCanaryBuckets(10)[0]!;
    expect(visit(aborted, `${COHORT_COOKIE}=${bucket}`)).toEqual({ config: aborted, cohort: 'live', canaries: [], canaryRunning: false });
  });

  it('ignores a canary the tools would not write, and a bucket that is not one', () => {
    const config = environment(10);
    config.canaries!['marketing-blog']!.weight = 90;
    expect(visit(config, undefined, 0)).toMatchObject({ cohort: 'live', canaryRunning: false });
    const bucket = blogCanaryBuckets(10)[0]!;
    expect(visit(environment(10), `${COHORT_COOKIE}=x1`, drawOf(bucket))).toMatchObject({ cohort: 'canary', setCookie: expect.stringContaining(`${COHORT_COOKIE}=${bucket};`) });
  });

  it('names, per remote, the canaries a visitor of two canaries is served, from the one cookie', () => {
    const config = twoCanaries(50, 50);
    const cohorts = BUCKETS.map((bucket) => visit(config, `${COHORT_COOKIE}=${bucket}`));
    const blog = cohorts.filter(({ canaries }) => canaries.includes('marketing-blog'));
    const both = blog.filter(({ canaries }) => canaries.includes('pricing-reporting'));
    expect(blog).toHaveLength(50);
    expect(cohorts.filter(({ canaries }) => canaries.includes('pricing-reporting'))).toHaveLength(50);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(50);
    for (const { config: served, canaries, cohort } of cohorts) {
      expect(cohort).toBe(canaries.length > 0 ? 'canary' : 'live');
      expect(served.remotes['marketing-blog']).toBe(canaries.includes('marketing-blog') ? manifest('1.1.0') : manifest('1.0.0'));
      expect(served.remotes['pricing-reporting'].includes('/9.9.9/')).toBe(canaries.includes('pricing-reporting'));
    }
  });
});

describe('remoteBucket', () => {
  it('orders the buckets once per remote: each stands at one place, the same wherever it is worked out', () => {
    for (const remote of ['marketing-blog', 'pricing-reporting', 'auth-flows', 'api-docs'] as const) {
      const places = BUCKETS.map((bucket) => remoteBucket(remote, bucket));
      expect([...places].sort((a, b) => a - b)).toEqual(BUCKETS);
      jest.isolateModules(() => {
        const again = (jest.requireActual('./cohort-composition') as typeof import('./cohort-composition')).remoteBucket;
        expect(BUCKETS.map((bucket) => again(remote, bucket))).toEqual(places);
      });
    }
  });

  it('draws the visitors of two remotes\' canaries independently: at 50 % each about a quarter have both, at 10 % each few', () => {
    const config = twoCanaries(50, 50);
    const both = BUCKETS.filter((bucket) => servedCanaries(config, bucket).length === 2);
    const neither = BUCKETS.filter((bucket) => servedCanaries(config, bucket).length === 0);
    expect(both.length).toBeGreaterThanOrEqual(15);
    expect(both.length).toBeLessThanOrEqual(35);
    expect(neither).toHaveLength(both.length);
    const small = twoCanaries(10, 10);
    expect(BUCKETS.filter((bucket) => servedCanaries(small, bucket).length === 2).length).toBeLessThanOrEqual(4);
  });
});

describe('cohortConfig', () => {
  it('names the canary version pinned by its own digests, as one object per environment copy and cohort', () => {
    const config = environment(10);
    const [first, second] = blogCanaryBuckets(10);
    const cohort = cohortConfig(config, first!);
    expect(cohort.serverDigests?.['marketing-blog']).toEqual({ 'remoteEntry.js': CANARY_PIN });
    expect(cohort.canaries).toBeUndefined();
    expect(cohortConfig(config, second!)).toBe(cohort);
    expect(cohortConfig(config, blogLiveBuckets(10)[0]!)).toBe(config);
    expect(canaryCompositions(config)).toEqual([cohort]);
  });

  it('lists every composition two canaries make: each alone, and both', () => {
    const config = twoCanaries(50, 50);
    const compositions = canaryCompositions(config);
    expect(compositions.map((each) => [each.remotes['marketing-blog'] === manifest('1.1.0'), each.remotes['pricing-reporting'].includes('/9.9.9/')]).sort()).toEqual([
      [false, true],
      [true, false],
      [true, true],
    ]);
  });
});

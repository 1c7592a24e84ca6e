/** @jest-environment node */
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { createSitemapCache, SITEMAP_REFRESH_MS, SITEMAP_RETRY_MS, type BuiltSitemap } from './sitemap-cache';

const composition = () => structuredClone(localEnvironment) as unknown as SiteConfig;
// The faked clock, read when asked: the cache's default one was taken before the timers were faked.
const now = () => Date.now();
/** Lets a rebuild that finished in the background be kept, no time passing. */
const settled = () => jest.advanceTimersByTimeAsync(0);

/** A build that counts its runs and finishes only when the test says so. */
function controlledBuild() {
  const runs: { config: SiteConfig; finish: (built: BuiltSitemap) => void }[] = [];
  const build = (config: SiteConfig) => new Promise<BuiltSitemap>((finish) => runs.push({ config, finish }));
  return { runs, build };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the sitemap cache', () => {
  it('builds once for every request that comes while it builds', async () => {
    const { runs, build } = controlledBuild();
    const sitemap = createSitemapCache({ build, now });
    const config = composition();
    const answers = Promise.all(Array.from({ length: 20 }, () => sitemap(config)));
    expect(runs).toHaveLength(1);
    runs[0]!.finish({ xml: '<urlset/>', complete: true });
    expect(new Set(await answers)).toEqual(new Set(['<urlset/>']));
    expect(await sitemap(config)).toBe('<urlset/>');
    expect(runs).toHaveLength(1);
  });

  it('builds again every few minutes, serving the last one meanwhile', async () => {
    const { runs, build } = controlledBuild();
    const sitemap = createSitemapCache({ build, now });
    const config = composition();
    const first = sitemap(config);
    runs[0]!.finish({ xml: 'first', complete: true });
    await first;
    jest.advanceTimersByTime(SITEMAP_REFRESH_MS - 1000);
    expect(await sitemap(config)).toBe('first');
    expect(runs).toHaveLength(1);
    jest.advanceTimersByTime(2000);
    // Past its time: the next request still gets the last sitemap at once, and one rebuild starts.
    expect(await Promise.all([sitemap(config), sitemap(config)])).toEqual(['first', 'first']);
    expect(runs).toHaveLength(2);
    runs[1]!.finish({ xml: 'second', complete: true });
    await settled();
    expect(await sitemap(config)).toBe('second');
  });

  it('builds anew for another composition, at once', async () => {
    const { runs, build } = controlledBuild();
    const sitemap = createSitemapCache({ build, now });
    const before = composition();
    const promoted = composition();
    const first = sitemap(before);
    runs[0]!.finish({ xml: 'before', complete: true });
    await first;
    const next = sitemap(promoted);
    expect(runs.map((run) => run.config)).toEqual([before, promoted]);
    runs[1]!.finish({ xml: 'promoted', complete: true });
    expect(await next).toBe('promoted');
  });

  it('tries again soon when the blog service did not answer, keeping the posts it had', async () => {
    const { runs, build } = controlledBuild();
    const sitemap = createSitemapCache({ build, now });
    const config = composition();
    const first = sitemap(config);
    runs[0]!.finish({ xml: 'pages only', complete: false });
    expect(await first).toBe('pages only');
    jest.advanceTimersByTime(SITEMAP_RETRY_MS + 1000);
    expect(await sitemap(config)).toBe('pages only');
    expect(runs).toHaveLength(2);
    runs[1]!.finish({ xml: 'pages and posts', complete: true });
    await settled();
    jest.advanceTimersByTime(SITEMAP_REFRESH_MS + 1000);
    expect(await sitemap(config)).toBe('pages and posts');
    expect(runs).toHaveLength(3);
    // The blog service down again: the posts it listed before stay in the sitemap.
    runs[2]!.finish({ xml: 'pages only', complete: false });
    await settled();
    expect(await sitemap(config)).toBe('pages and posts');
  });
});

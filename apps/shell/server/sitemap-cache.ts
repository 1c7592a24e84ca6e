import { LRUCache } from 'lru-cache';
import type { SiteConfig } from '@echowatch/contracts';

// New posts reach crawlers within minutes, and the blog service is asked a few times an hour.
export const SITEMAP_REFRESH_MS = 5 * 60_000;
// A sitemap built without the blog service's lists is tried again soon, not in five minutes.
export const SITEMAP_RETRY_MS = 30_000;

export interface BuiltSitemap {
  xml: string;
  /** Every list of posts was read; false when the blog service failed and only pages are listed. */
  complete: boolean;
}

export interface SitemapCacheOptions {
  build: (config: SiteConfig) => Promise<BuiltSitemap>;
  refreshMs?: number;
  retryMs?: number;
  /** The clock ages are read from (milliseconds); lru-cache's own, `performance`, by default. */
  now?: () => number;
}

/**
 * The sitemap per composition (the environment object being served: a promotion is a new object,
 * so its sitemap is built at once), built by one run for every request meanwhile and again every
 * `refreshMs`. Past that, the last sitemap is still answered at once while one rebuild replaces
 * it (lru-cache's fetch with `allowStale`): no crawler waits on the blog service, and however many
 * ask, it is asked once per language. When the blog service fails, the posts of the last complete
 * sitemap of that composition are kept rather than dropped, and it is tried again after `retryMs`.
 */
export function createSitemapCache({ build, refreshMs = SITEMAP_REFRESH_MS, retryMs = SITEMAP_RETRY_MS, now }: SitemapCacheOptions) {
  const kept = new LRUCache<SiteConfig, string>({
    // The served composition, and the one before it while its last requests finish.
    max: 2,
    ttl: refreshMs,
    allowStale: true,
    perf: now ? { now } : undefined,
    fetchMethod: async (config, stale, { options }) => {
      const built = await build(config);
      if (built.complete) return built.xml;
      options.ttl = retryMs;
      return stale ?? built.xml;
    },
  });
  return async (config: SiteConfig): Promise<string> => {
    const xml = await kept.fetch(config);
    // fetchMethod always gives a sitemap or throws, so fetch never settles on nothing.
    return xml!;
  };
}

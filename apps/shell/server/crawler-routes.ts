import { Router } from 'express';
import type { SiteConfig } from '@echowatch/contracts';
import { BLOG_LIST_TIMEOUT_MS, listPublishedPosts } from './blog-listing';
import { buildSitemap, robotsTxt, SITE_LANGUAGES } from './sitemap';
import { createSitemapCache, type BuiltSitemap } from './sitemap-cache';

export interface CrawlerRouteOptions {
  /** The same copy of the environment the pages and /env.json are served from. */
  environment: () => SiteConfig;
  blogTimeoutMs?: number;
}

/** Every published post in both languages, and the sitemap of them with the pages. */
async function sitemapOf(config: SiteConfig, blogTimeoutMs: number): Promise<BuiltSitemap> {
  const lists = await Promise.all(SITE_LANGUAGES.map((language) => listPublishedPosts(config.hosts.blog, language, blogTimeoutMs)));
  const posts = lists.flatMap((list) => list ?? []);
  return { xml: buildSitemap(config, posts), complete: lists.every((list) => list !== null) };
}

/** What crawlers read besides the pages: the sitemap and robots.txt. */
export function crawlerRoutes({ environment, blogTimeoutMs = BLOG_LIST_TIMEOUT_MS }: CrawlerRouteOptions): Router {
  const router = Router();
  // Built once per composition every few minutes, however many crawlers ask (sitemap-cache).
  const sitemap = createSitemapCache({ build: (config) => sitemapOf(config, blogTimeoutMs) });

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robotsTxt(environment()));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const xml = await sitemap(environment());
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(xml);
  });

  return router;
}

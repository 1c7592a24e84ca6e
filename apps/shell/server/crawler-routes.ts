import { Router } from 'express';
import type { BlogPost } from '@echowatch/api-client';
import { BLOG_LOOKUP_TIMEOUT_MS, listPublishedPosts } from './blog-lookup';
import type { SiteConfig } from '@echowatch/contracts';
import { buildSitemap, robotsTxt, SITE_LANGUAGES } from './sitemap';

export interface CrawlerRouteOptions {
  /** The same copy of the environment the pages and /env.json are served from. */
  environment: () => SiteConfig;
  blogTimeoutMs?: number;
}

/** What crawlers read besides the pages: the sitemap and robots.txt. */
export function crawlerRoutes({ environment, blogTimeoutMs = BLOG_LOOKUP_TIMEOUT_MS }: CrawlerRouteOptions): Router {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robotsTxt(environment()));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const config = environment();
    const lists = await Promise.all(SITE_LANGUAGES.map((language) => listPublishedPosts(config.hosts.blog, language, blogTimeoutMs)));
    const posts: BlogPost[] = lists.flatMap((list) => list ?? []);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(buildSitemap(config, posts));
  });

  return router;
}

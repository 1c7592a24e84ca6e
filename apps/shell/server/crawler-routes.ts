import { readFileSync } from 'node:fs';
import { Router } from 'express';
import type { BlogPost } from '@echowatch/api-client';
import { withBlogHead, withNoIndex } from './blog-head';
import { BLOG_LOOKUP_TIMEOUT_MS, listPublishedPosts, lookUpBlogPost } from './blog-lookup';
import { readSiteEnvironment } from './site-environment';
import { buildSitemap, robotsTxt, SITE_LANGUAGES } from './sitemap';

export interface CrawlerRouteOptions {
  environmentFile: string;
  indexHtml: string;
  blogTimeoutMs?: number;
}

/**
 * What crawlers read without running JavaScript: articles with their head filled in (404 for an
 * unknown one), the sitemap and robots.txt. A blog service that does not answer never breaks the
 * page: the article is then served as the plain SPA.
 */
export function crawlerRoutes({ environmentFile, indexHtml, blogTimeoutMs = BLOG_LOOKUP_TIMEOUT_MS }: CrawlerRouteOptions): Router {
  const router = Router();

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type('text/plain').send(robotsTxt(readSiteEnvironment(environmentFile)));
  });

  router.get('/sitemap.xml', async (_req, res) => {
    const config = readSiteEnvironment(environmentFile);
    const lists = await Promise.all(SITE_LANGUAGES.map((language) => listPublishedPosts(config.hosts.blog, language, blogTimeoutMs)));
    const posts: BlogPost[] = lists.flatMap((list) => list ?? []);
    res.setHeader('Cache-Control', 'no-cache');
    res.type('application/xml').send(buildSitemap(config, posts));
  });

  router.get('/blog-detail/:slug', async (req, res) => {
    const config = readSiteEnvironment(environmentFile);
    const html = readFileSync(indexHtml, 'utf8');
    const lookup = await lookUpBlogPost(config.hosts.blog, req.params.slug, blogTimeoutMs);
    res.setHeader('Cache-Control', 'no-cache');
    if (lookup.status === 'found') return void res.type('html').send(withBlogHead(html, config, lookup.post));
    if (lookup.status === 'missing') return void res.status(404).type('html').send(withNoIndex(html));
    res.type('html').send(html);
  });

  return router;
}

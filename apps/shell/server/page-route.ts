import type { Request, Response } from 'express';
import type { Language, SiteConfig } from '@echowatch/contracts';
import type { PageRenderer, RenderedPage } from '../src/ssr/render-contract';
import { withBlogHead, withNoIndex } from './blog-head';
import { BLOG_LOOKUP_TIMEOUT_MS, lookUpBlogPost, type BlogLookup } from './blog-lookup';
import { chooseLanguage } from './language-choice';
import { noteServedVersions, servedVersions } from './observability/access-log';
import { errorField } from './observability/logger';
import { pageDocument } from './page-document';
import { postedValues, withPostedForm } from './posted-form';
import { decidePreview } from './remote-preview';

export interface PageRouteOptions {
  template: string;
  shellStyles: string[];
  /** Links that have the browser fetch the shell's code for a language (its texts) with main. */
  shellPreloads?: (language: Language) => string[];
  environment: () => SiteConfig;
  renderer: Promise<PageRenderer | null>;
  blogTimeoutMs?: number;
}

const ARTICLE = /^\/blog-detail\/([^/]+)\/?$/;

async function renderSafely(req: Request, renderer: PageRenderer | null, ...args: Parameters<PageRenderer['render']>): Promise<RenderedPage | null> {
  if (!renderer) return null;
  try {
    return await renderer.render(...args);
  } catch (error) {
    // A fault of the shell's own render must not cost the visitor the page: the browser renders it.
    req.log.error({ err: errorField(error) }, 'server rendering failed; the page is sent to render in the browser');
    return null;
  }
}

// The last segment ends in a file extension (letters and digits only, so "tok.%2F.." is no file).
const FILE_REQUEST = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

/** A slug that cannot even be decoded (`%E0%A4%A`) names no post. */
function lookUpArticle(blogHost: string, rawSlug: string, timeoutMs: number): Promise<BlogLookup> {
  let slug: string;
  try {
    slug = decodeURIComponent(rawSlug);
  } catch {
    return Promise.resolve({ status: 'missing' });
  }
  return lookUpBlogPost(blogHost, slug, timeoutMs);
}

/**
 * Every page of the site: rendered on the server in the visitor's language with the served
 * composition; an article's head carries the post (404 when the blog does not know it).
 */
export function pageRoute({ template, shellStyles, shellPreloads = () => [], environment, renderer, blogTimeoutMs = BLOG_LOOKUP_TIMEOUT_MS }: PageRouteOptions) {
  return async (req: Request, res: Response, next: (error?: unknown) => void) => {
    // A form posted here (no JavaScript, or sent before the page's code arrived) gets its page again.
    const posted = req.method === 'POST';
    if (req.method !== 'GET' && req.method !== 'HEAD' && !posted) return next();
    // A missing file (an old chunk, a favicon) gets a short answer; a page address never does.
    if (FILE_REQUEST.test(req.path)) return void res.status(404).type('text').send('Not found');
    try {
      const config = environment();
      const query = typeof req.query.lng === 'string' ? req.query.lng : null;
      const language = chooseLanguage({ query, cookieHeader: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
      const previewQuery = [req.query.remote].flat().filter((value): value is string => typeof value === 'string');
      const preview = decidePreview(config, { query: previewQuery, cookieHeader: req.headers.cookie });
      if (preview.setCookie) res.append('Set-Cookie', preview.setCookie);
      const previewing = Object.keys(preview.manifests).length > 0 ? preview : undefined;
      noteServedVersions(res, servedVersions(config.remotes, preview.versions));
      const slug = ARTICLE.exec(req.path)?.[1];
      const [page, article] = await Promise.all([
        renderSafely(req, await renderer, { url: req.originalUrl, language, config, userAgent: req.headers['user-agent'] ?? '', preview: previewing }),
        slug === undefined ? Promise.resolve<BlogLookup | null>(null) : lookUpArticle(config.hosts.blog, slug, blogTimeoutMs),
      ]);
      // The page sent the visitor elsewhere while rendering: an HTTP redirect, before any script runs.
      if (page?.redirect) return void res.setHeader('Cache-Control', 'no-store').redirect(posted ? 303 : 302, page.redirect);
      let html = page
        ? pageDocument(template, { page, config, url: req.originalUrl, shellStyles: [...shellStyles, ...shellPreloads(page.language)], articleHead: article?.status === 'found' })
        : template;
      if (article?.status === 'found') html = withBlogHead(html, config, article.post, { keepLanguage: page !== null });
      if (article?.status === 'missing' && !page?.noindex) html = withNoIndex(html);
      if (posted) html = withPostedForm(html, postedValues(req.body), page?.language ?? language);
      // An answer holding what a visitor posted is kept by no cache.
      res.setHeader('Cache-Control', posted ? 'no-store' : 'no-cache');
      // The same address answers in the language of the visitor's cookie or browser.
      res.setHeader('Vary', page?.perDevice ? 'Accept-Language, Cookie, User-Agent' : 'Accept-Language, Cookie');
      res.status(article?.status === 'missing' ? 404 : (page?.status ?? 200)).type('html').send(html);
    } catch (error) {
      next(error);
    }
  };
}

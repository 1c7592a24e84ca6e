import type { Request, Response } from 'express';
import type { Language, RemoteName, SiteConfig } from '@echowatch/contracts';
import { deviceClass } from '../src/ssr/device-class';
import { preloadTag } from '../src/ssr/remote-assets';
import type { PageRenderer, Preload, RenderedPage, RenderRequest } from '../src/ssr/render-contract';
import { decideCohort } from './canary-cohort';
import { sendAnswer, type PageAnswer } from './compressed-answer';
import { chooseLanguage } from './language-choice';
import { noteServedVersions, servedVersions } from './observability/access-log';
import { errorField, type SiteLogger } from './observability/logger';
import type { PageAnswerCache, ProducedAnswer } from './page-answer-cache';
import { pageCacheHeaders } from './page-cache-policy';
import { pageDocument, unrenderedDocument } from './page-document';
import { postedFields } from './posted-form';
import { sentFromSite } from './sent-from-site';
import { linkHeader, templateScripts } from './preload-links';
import { decidePreview } from './remote-preview';
import { carriesSecret } from './secret-link-referrer';

export interface PageRouteOptions {
  template: string;
  shellStyles: string[];
  /** The shell's code for a language (its texts), for the browser to fetch with main. */
  shellPreloads?: (language: Language) => Preload[];
  environment: () => SiteConfig;
  renderer: Promise<PageRenderer | null>;
  /** Where finished pages are kept for reuse; without one every request renders. */
  cache?: PageAnswerCache;
  /** Draws a fresh visitor's cohort bucket (a number in [0, 1)); Math.random by default. */
  random?: () => number;
}

async function renderSafely(log: Pick<SiteLogger, 'error'>, renderer: PageRenderer | null, ...args: Parameters<PageRenderer['render']>): Promise<RenderedPage | null> {
  if (!renderer) return null;
  try {
    return await renderer.render(...args);
  } catch (error) {
    // A fault of the shell's own render must not cost the visitor the page: the browser renders it.
    log.error({ err: errorField(error) }, 'server rendering failed; the page is sent to render in the browser');
    return null;
  }
}

// The last segment ends in a file extension (letters and digits only, so "tok.%2F.." is no file).
export const FILE_REQUEST = /\/[^/]*\.[A-Za-z0-9]{1,8}$/;

interface PageInputs {
  config: SiteConfig;
  language: Language;
  url: string;
  userAgent: string;
  preview: RenderRequest['preview'];
  cohort: 'live' | 'canary';
  /** The remotes whose canary the visitor is served. */
  canaries: RemoteName[];
  /** A form posted to the page, for its route's action. */
  posted?: RenderRequest['posted'];
  /** Where a failed render is logged: the request's logger, with its id. */
  log: Pick<SiteLogger, 'error'>;
  /** The data digest of the page kept for this address: the renderer answers `unchanged` if its data is the same. */
  keptDataDigest?: string;
}

/** The address with its path's trailing slashes removed (the home page keeps its one slash). */
export function withoutTrailingSlash(url: string): string {
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  const trimmed = path.replace(/\/+$/, '') || '/';
  return trimmed === path ? url : `${trimmed}${query === -1 ? '' : url.slice(query)}`;
}

/**
 * Renders one page into its finished document, and says whether and how long it may be reused;
 * or, given the kept page's data digest, that the page's data has not changed.
 */
async function producePage(
  options: PageRouteOptions & { entryScripts: Preload[] },
  { config, language, url, userAgent, preview, cohort, canaries, posted, log, keptDataDigest }: PageInputs,
): Promise<ProducedAnswer> {
  const { template, shellStyles, shellPreloads = () => [], renderer } = options;
  const page = await renderSafely(log, await renderer, {
    url,
    language,
    config,
    userAgent,
    preview,
    ...(cohort === 'canary' ? { cohort, canaries } : {}),
    ...(posted ? { posted } : {}),
    ...(keptDataDigest ? { keptDataDigest } : {}),
  });
  if (page?.unchanged) return { unchanged: true };
  if (page?.redirect) return { status: 302, html: '', vary: 'Accept-Language, Cookie', reuse: 'none', redirect: page.redirect };
  const shellCode = page ? shellPreloads(page.language) : [];
  // The head (a post's title, description and canonical link, or a 404) is the route's, stated by
  // its loader from the data the page rendered: nothing is fetched here besides the page.
  const html = page
    ? pageDocument(template, { page, shellStyles: [...shellStyles, ...shellCode.map((preload) => preloadTag(preload))] })
    : unrenderedDocument(template, { config, ...(canaries.length > 0 ? { canaries } : {}) });
  return {
    status: page?.status ?? 200,
    html,
    // The same address answers in the language of the visitor's cookie or browser.
    vary: page?.perDevice ? 'Accept-Language, Cookie, User-Agent' : 'Accept-Language, Cookie',
    reuse: page?.reuse ?? 'none',
    link: linkHeader([...options.entryScripts, ...(page?.preloads ?? []), ...shellCode]),
    ...(page?.dataDigest ? { dataDigest: page.dataDigest } : {}),
  };
}

/** A page rendered for one visitor alone (nothing kept to revalidate): always the page itself. */
async function pageFor(options: PageRouteOptions & { entryScripts: Preload[] }, inputs: PageInputs): Promise<PageAnswer> {
  const produced = await producePage(options, inputs);
  if ('unchanged' in produced) throw new Error('a page rendered with nothing kept answered "unchanged"');
  return produced;
}

/**
 * Every page of the site: rendered on the server in the visitor's language with the served
 * composition, its head and status as the page stated them (a post's, or 404 for an unknown one). With a
 * cache, finished pages are kept compressed and shared between visitors (see page-answer-cache),
 * except a previewed page and a page whose address is a secret link; a canary's cohort has its own
 * composition, so its pages are kept apart from the live ones.
 */
export function pageRoute(options: PageRouteOptions) {
  const { environment, cache } = options;
  // The template is read once, at start; so are the scripts it loads.
  const pageOptions = { ...options, entryScripts: templateScripts(options.template) };
  return async (req: Request, res: Response, next: (error?: unknown) => void) => {
    // A form posted here (no JavaScript, or sent before the page's code arrived) gets its page again.
    const posted = req.method === 'POST';
    if (req.method !== 'GET' && req.method !== 'HEAD' && !posted) return next();
    // A missing file (an old chunk, a favicon) gets a short answer; a page address never does.
    if (FILE_REQUEST.test(req.path)) return void res.status(404).type('text').send('Not found');
    // One address per page: with a trailing slash it would be a second one, so it is sent to the first.
    const single = withoutTrailingSlash(req.originalUrl);
    if (single !== req.originalUrl && req.method !== 'POST') return void res.redirect(301, single);
    try {
      const userAgent = req.headers['user-agent'] ?? '';
      // A visitor of a canary's cohort gets the composition with the canary, rendered and loaded alike.
      const served = environment();
      const secure = req.secure || served.brand.siteUrl.startsWith('https:');
      const cohort = decideCohort(served, { cookieHeader: req.headers.cookie, userAgent, secure, random: options.random });
      const { config } = cohort;
      // Posted from another site: nothing of it is written back, the visitor just gets the page.
      if (posted && !sentFromSite(req, config)) return void res.setHeader('Cache-Control', 'no-store').redirect(303, req.originalUrl);
      const query = typeof req.query.lng === 'string' ? req.query.lng : null;
      const language = chooseLanguage({ query, cookieHeader: req.headers.cookie, acceptLanguage: req.headers['accept-language'] });
      const previewQuery = [req.query.remote].flat().filter((value): value is string => typeof value === 'string');
      const preview = decidePreview(config, { query: previewQuery, cookieHeader: req.headers.cookie });
      if (cohort.setCookie) res.append('Set-Cookie', cohort.setCookie);
      if (preview.setCookie) res.append('Set-Cookie', preview.setCookie);
      const previewing = Object.keys(preview.manifests).length > 0 ? preview : undefined;
      noteServedVersions(res, servedVersions(config.remotes, preview.versions));
      const inputs: PageInputs = { config, language, url: req.originalUrl, userAgent, preview: previewing, cohort: cohort.cohort, canaries: cohort.canaries, log: req.log };
      const produce = (keptDataDigest?: string) => producePage(pageOptions, { ...inputs, keptDataDigest });
      const secret = carriesSecret(config, req.path);
      const caching = (answer: { status: number; vary: string; reuse: string }) =>
        pageCacheHeaders({
          posted,
          secret,
          signIn: answer.vary.includes('User-Agent'),
          previewing: previewing !== undefined || preview.setCookie !== undefined,
          canaryRunning: cohort.canaryRunning,
          assigningCohort: cohort.setCookie !== undefined,
          // What this server would not keep (a page it could not render, a slot that fell back) no cache in front keeps either.
          status: answer.reuse === 'none' ? null : answer.status,
          languageInAddress: query === 'vi' || query === 'en',
          cookieHeader: req.headers.cookie,
        });
      if (posted) {
        // The page's route action answers what was posted, in the visitor's own page only: never a
        // cache, shared or not.
        const answer = await pageFor(pageOptions, { ...inputs, posted: postedFields(req.body) });
        if (answer.redirect) return void res.setHeader('Cache-Control', 'no-store').redirect(303, answer.redirect);
        return void sendAnswer(req, res, answer, caching(answer));
      }
      const shared = cache && !previewing && !secret;
      const answer = shared ? await cache.answer(config, `${language} ${deviceClass(userAgent)} ${req.originalUrl}`, produce) : await pageFor(pageOptions, inputs);
      // The page sent the visitor elsewhere while rendering: an HTTP redirect, before any script runs.
      if ('redirect' in answer && answer.redirect) return void res.setHeader('Cache-Control', 'no-store').redirect(302, answer.redirect);
      sendAnswer(req, res, answer, caching(answer));
    } catch (error) {
      next(error);
    }
  };
}

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import type { Language } from '@echowatch/contracts';
import { tokensCssText } from '@echowatch/design-tokens';
import { pagePolicy, securityHeaders } from '@echowatch/serving';
import { inlineStyle } from '../src/ssr/remote-assets';
import type { PageRenderer, Preload } from '../src/ssr/render-contract';
import { contentSecurityDirectives } from './content-security-policy';
import { crawlerRoutes } from './crawler-routes';
import { readEarlyScript, withEarlyScript } from './early-script';
import { createEnvironmentReader, type EnvironmentSource } from './environment-reader';
import { imageRoute } from './image-route';
import { accessLog } from './observability/access-log';
import { failureReportRoute } from './observability/failure-report-route';
import { createSiteLogger, errorField, type SiteLogger } from './observability/logger';
import { countPageCache, followHeldVersions, renderObserver } from './observability/render-observer';
import { createSiteMetrics, type SiteMetrics } from './observability/site-metrics';
import { webVitalsRoute } from './observability/web-vitals-route';
import { healthRoutes } from './lifecycle/health-routes';
import { pinnedServerCodeCheck, pinsRequired } from './lifecycle/pinned-server-code';
import { createReadiness, loadedCheck, type Readiness } from './lifecycle/readiness';
import { createPageAnswerCache, type PageAnswerCacheOptions } from './page-answer-cache';
import { pageCacheSettings } from './page-cache-settings';
import { FILE_REQUEST, pageRoute } from './page-route';
import { POSTED_FORM_LIMIT } from './posted-form';
import { loadPageRenderer } from './page-renderer-loader';
import { canonicalTargets } from './request-target';
import { secretLinkReferrer } from './secret-link-referrer';
import { serverErrorPage } from './server-error-page';
import { browserFiles, isServerBuildPath } from './static-files';
import type { TrustedProxies } from './lifecycle/trusted-proxies';

export interface ShellServerOptions {
  distDir: string;
  /** The environment file served as /env.json (one of configs/environments/*.json)… */
  environmentFile?: string;
  /** …or a source of it already made (the shared environment every server polls, SITE_ENV_URL). */
  environment?: EnvironmentSource;
  /** How long the sitemap may wait for each page of the blog service's list (tests shorten it). */
  blogTimeoutMs?: number;
  /**
   * Renders pages on the server; by default the shell's server build in `<distDir>/server`. Without
   * one (no server build), pages are sent empty and render in the browser.
   */
  renderer?: Promise<PageRenderer | null>;
  /** Where the server logs (JSON lines) and what it counts; made here when not given. */
  logger?: SiteLogger;
  metrics?: SiteMetrics;
  /** What /readyz answers from; the server adds its checks (environment file, render bundle). */
  readiness?: Readiness;
  /**
   * How finished pages are kept (see page-answer-cache); by default from `DATA_PAGE_CACHE_MS` and
   * `DATA_PAGE_STALE_MS`. `onEvent` reports each page answer as a hit, stale, miss or bypass.
   */
  pageCache?: PageAnswerCacheOptions;
  /** Proxies whose X-Forwarded-For names the visitor (TRUST_PROXY); none by default. */
  trustProxy?: TrustedProxies;
  /** Not ready while a remote's server code is unpinned; by default in production (NODE_ENV). */
  requirePinnedServerCode?: boolean;
}

/** The page cache's own listener (a test's) still hears every answer; the metrics count them too. */
function withCacheCounts(settings: PageAnswerCacheOptions, metrics: SiteMetrics): PageAnswerCacheOptions {
  const count = countPageCache(metrics);
  return {
    ...settings,
    onEvent: (event, reuse) => {
      count(event);
      settings.onEvent?.(event, reuse);
    },
  };
}

/**
 * The design tokens and the shell's own style sheets, inlined: every page paints styled from the
 * first byte (they are small), and the browser never fetches them again.
 */
function shellStyles(distDir: string): string[] {
  const sheets = readdirSync(distDir).filter((file) => file.endsWith('.css'));
  return [
    `<style id="ew-design-tokens">${tokensCssText()}</style>`,
    ...sheets.map((file) => inlineStyle(`/${file}`, readFileSync(path.join(distDir, file), 'utf8'))),
  ];
}

/**
 * The shell's texts are one chunk per language (`texts-<language>.<hash>.js`): a page names the
 * one of its language, so the browser fetches it with main instead of after it.
 */
function textPreloads(distDir: string): (language: Language) => Preload[] {
  const files = readdirSync(distDir);
  return (language) =>
    files
      .filter((file) => file.startsWith(`texts-${language}.`) && file.endsWith('.js'))
      .map((file) => ({ href: `/${file}`, as: 'script' }));
}

/** Serves the built shell: pages rendered per request and never cached, hashed assets cached for good. */
export function createShellServer(options: ShellServerOptions) {
  const app = express();
  app.disable('x-powered-by');
  // The address the failure-report limit and the logs know a visitor by; an unknown proxy's word is not taken.
  app.set('trust proxy', options.trustProxy ?? false);
  const indexHtml = path.join(options.distDir, 'index.html');
  const logger = options.logger ?? createSiteLogger();
  const metrics = options.metrics ?? createSiteMetrics();
  if (!options.environment && !options.environmentFile) throw new Error('createShellServer needs environmentFile or environment');
  const environment = options.environment ?? createEnvironmentReader(options.environmentFile!, logger);
  const renderer = options.renderer ?? loadPageRenderer(path.join(options.distDir, 'server'), logger, { observer: renderObserver(logger, metrics) });
  followHeldVersions(metrics, renderer);
  const readiness = options.readiness ?? createReadiness();
  readiness.addCheck('environment', () => {
    // The reason stays generic: /readyz is reachable by anyone who can reach the site.
    try {
      environment();
      return null;
    } catch {
      return 'the environment file cannot be read or is not valid';
    }
  });
  readiness.addCheck('renderer', loadedCheck(renderer, 'the render bundle'));
  if (options.requirePinnedServerCode ?? pinsRequired(process.env)) {
    const pinned = pinnedServerCodeCheck(environment, logger);
    readiness.addCheck('serverCode', pinned);
    // Logged from the start, not only once a probe asks.
    void Promise.resolve(environment.started).then(pinned, () => undefined);
  }
  // The served composition's pages start loading now, not on the first visitor's request, and the
  // server is ready for traffic once they have loaded or failed (a failed remote's pages render
  // their fallback): a load balancer sends no visitor to a server still loading them.
  let warming = true;
  void Promise.all([renderer, environment.started])
    .then(([ready]) => ready?.warm(environment()))
    .catch((error: unknown) => {
      logger.error({ err: errorField(error) }, 'the page modules could not be loaded ahead of the first request');
    })
    .finally(() => {
      warming = false;
    });
  readiness.addCheck('pages', () => (warming ? 'the page modules are still loading' : null));
  const currentEnvironment = () => {
    try {
      return environment();
    } catch {
      return null;
    }
  };
  // First, so every answer is logged and timed, whatever answers it.
  app.use(accessLog({ logger, metrics, environment: currentEnvironment }));
  // Before anything reads the path: `//host/…` and absolute targets are sent to the path they name.
  app.use(canonicalTargets());
  app.use(healthRoutes(readiness));
  // Before anything else can answer, so every answer carries them: pages, files, errors.
  app.use(securityHeaders({ resourcePolicy: 'same-origin' }));
  const early = readEarlyScript(options.distDir);
  const scriptHashes = early ? [early.source] : [];
  app.use(pagePolicy(environment, (config) => contentSecurityDirectives(config, scriptHashes)));
  app.use(secretLinkReferrer(environment));
  app.use(compression());

  app.get('/env.json', (_req, res) => {
    // The same copy the pages are rendered with: an edited or promoted environment applies without a restart.
    res.setHeader('Cache-Control', 'no-store');
    res.type('json').send(environment.text());
  });
  app.use(failureReportRoute({ logger, metrics, environment }));
  app.use(webVitalsRoute({ logger, metrics, environment }));
  app.use(crawlerRoutes({ environment, blogTimeoutMs: options.blogTimeoutMs }));
  // Post pictures resized from the site's own origin (img-src 'self' already allows them).
  app.use(imageRoute({ environment, logger }));
  // Only an address with a file extension can be a file of the build: a page is never looked up on
  // disk. The server build's folder is refused however it is asked for.
  const files = browserFiles(options.distDir);
  app.use((req, res, next) => (FILE_REQUEST.test(req.path) || isServerBuildPath(req.path) ? files(req, res, next) : next()));
  // Parsed for the page route only, which reads the plain fields back into the page and logs none.
  const postedForm = express.urlencoded({ extended: false, limit: POSTED_FORM_LIMIT, parameterLimit: 100 });
  app.use((req, res, next) => (req.method === 'POST' ? postedForm(req, res, next) : next()));
  app.use(
    pageRoute({
      template: withEarlyScript(readFileSync(indexHtml, 'utf8'), early),
      shellStyles: shellStyles(options.distDir),
      shellPreloads: textPreloads(options.distDir),
      environment,
      renderer,
      cache: createPageAnswerCache(withCacheCounts(options.pageCache ?? pageCacheSettings(process.env), metrics)),
    }),
  );
  app.use(serverErrorPage(logger));
  return app;
}

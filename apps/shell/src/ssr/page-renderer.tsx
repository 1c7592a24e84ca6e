import { ServerRedirects } from '@echowatch/routing';
import { StaticRouter } from '@echowatch/routing/server';
import { I18nextProvider } from '@echowatch/translation';
import { documentTitle, type RemotePageModule } from '@echowatch/contracts';
import { initServerI18n, isMobileUserAgent, LANGUAGES, loadTexts, UserAgentProvider } from '@echowatch/remote-kit';
import { allTexts, NAMESPACE as SHELL_NAMESPACE } from '../i18n/texts';
import { serializePageState } from '../rendering/page-state';
import { pageModuleKey } from '../rendering/rendered-pages';
import { resolveRoute, type ResolvedRoute } from '../routes/route-table';
import { ShellFrame } from '../shell-app';
import { leadImageHints } from './lead-image';
import { createPageDataCollector } from './page-data-collector';
import { renderToHtml } from './render-to-html';
import { assetTags, createRemoteAssets, type RemoteAssets } from './remote-assets';
import type { PageRenderer, RenderedPage, RenderRequest, RendererOptions } from './render-contract';
import { createServerRemotes, type ServerRemotes } from './server-remotes';

const DEFAULTS = { remoteBudgetMs: 1000, dataBudgetMs: 800 };

interface RouteModules {
  modules: Map<string, RemotePageModule>;
  failed: Set<string>;
  /** Slots left to the browser on purpose (a previewed remote): they show the page's outline. */
  deferred: Set<string>;
  headTags: string[];
}

/** Loads the route's page module and names its assets; a remote that fails only loses its slot. */
async function loadRoute(
  resolved: ResolvedRoute | null,
  request: RenderRequest,
  remotes: ServerRemotes,
  assets: RemoteAssets,
): Promise<RouteModules> {
  const result: RouteModules = { modules: new Map(), failed: new Set(), deferred: new Set(), headTags: [] };
  if (!resolved) return result;
  const { remote, expose } = resolved.route;
  const key = pageModuleKey(remote, expose);
  const manifestUrl = request.config.remotes[remote];
  const previewUrl = request.preview?.manifests[remote];
  if (previewUrl) {
    // A previewed version renders in the tester's browser only: the server's federation runtime
    // is shared by every visitor and keeps the live one. The hints name the previewed files.
    result.failed.add(key);
    result.deferred.add(key);
    const found = await assets(previewUrl, expose).catch(() => null);
    if (found) result.headTags = assetTags(previewUrl, found);
    return result;
  }
  // Both start together; the names of the files are only worth waiting for when the page renders.
  const files = assets(manifestUrl, expose).catch(() => null);
  try {
    const module = await remotes.loadPage(remote, expose);
    if (module) result.modules.set(key, module);
  } catch (error) {
    result.failed.add(key);
    console.error(`The server rendered the fallback for ${key}:`, error instanceof Error ? error.message : error);
    return result;
  }
  const found = await files;
  if (found) result.headTags = assetTags(manifestUrl, found);
  return result;
}

const CACHED_PAGES_PER_COMPOSITION = 500;

/**
 * Pages that need no data and rendered without a failure are the same for every visitor of one
 * composition and language: they are kept, so a static page costs a lookup. A new environment file
 * is a new configuration object, and with it a new cache.
 */
function createPageCache() {
  const byConfig = new WeakMap<RenderRequest['config'], Map<string, RenderedPage>>();
  const keyOf = ({ language, url, userAgent }: RenderRequest) =>
    `${language} ${isMobileUserAgent(userAgent ?? '') ? 'mobile' : 'other'} ${url}`;
  return {
    get: (request: RenderRequest) => byConfig.get(request.config)?.get(keyOf(request)),
    set(request: RenderRequest, page: RenderedPage) {
      let pages = byConfig.get(request.config);
      if (!pages) byConfig.set(request.config, (pages = new Map()));
      if (pages.size >= CACHED_PAGES_PER_COMPOSITION) pages.delete(pages.keys().next().value!);
      pages.set(keyOf(request), page);
    },
  };
}

export async function createPageRenderer(options: RendererOptions = {}): Promise<PageRenderer> {
  const { remoteBudgetMs, dataBudgetMs } = { ...DEFAULTS, ...options };
  const i18n = await initServerI18n();
  // One process answers in either language.
  await Promise.all(LANGUAGES.map((language) => loadTexts(allTexts, language, i18n)));
  // Remote server builds consume every singleton from this process and bundle none (their shared
  // entries are `import: false`): load the one the shell itself only loads on a first API call.
  await import('axios');
  const remotes = createServerRemotes({ budgetMs: remoteBudgetMs });
  const assets = createRemoteAssets(remoteBudgetMs);
  const cache = createPageCache();

  async function render(request: RenderRequest): Promise<RenderedPage> {
    const { config, language, url } = request;
    remotes.use(config.remotes);
    const cached = cache.get(request);
    if (cached) return cached;
    const resolved = resolveRoute(config, new URL(url, 'http://site').pathname);
    const { modules, failed, deferred, headTags } = await loadRoute(resolved, request, remotes, assets);
    const preview = request.preview?.versions;
    // Per request: a clone shares the texts of every namespace and keeps its own language.
    const translator = i18n.cloneInstance({ lng: language, initAsync: false });
    const collector = createPageDataCollector();
    // A page states its own title while it renders (a post's, a solution's); the last render's counts.
    const stated: { title: string | null } = { title: null };
    const statePageTitle = (title: string | null) => {
      stated.title = title;
    };
    // What the boundaries inside the last render caught: a page that threw while rendering.
    const renderErrors: unknown[] = [];
    // The first place the last render's page sent the visitor to, if any.
    const redirect: { to: string | null } = { to: null };
    const draw = () => {
      stated.title = null;
      redirect.to = null;
      renderErrors.length = 0;
      collector.beginRender();
      return renderToHtml(
        <I18nextProvider i18n={translator}>
          <UserAgentProvider userAgent={request.userAgent ?? ''}>
            <StaticRouter location={url}>
              <ServerRedirects onRedirect={(href) => (redirect.to ??= href)}>
                <ShellFrame config={config} rendered={{ modules, failed, deferred, preview, pageData: collector.source, server: true, statePageTitle }} />
              </ServerRedirects>
            </StaticRouter>
          </UserAgentProvider>
        </I18nextProvider>,
        {
          onRenderError: (error) => {
            renderErrors.push(error);
          },
        },
      );
    };
    let appHtml = await draw();
    // Pages ask for their data while rendering; render again once it is here (or the budget is spent).
    const deadline = Date.now() + dataBudgetMs;
    while (collector.hasPending() && Date.now() < deadline) {
      await collector.settle(deadline);
      appHtml = await draw();
    }
    // A page that threw while rendering would leave its boundary's fallback in the page area, blank
    // or a loading state that never ends without the browser: the slot gets the localised fallback
    // instead, as for a remote that did not load, and the browser gives the page its own chance.
    const pageKey = resolved ? pageModuleKey(resolved.route.remote, resolved.route.expose) : null;
    if (renderErrors.length > 0 && pageKey && modules.has(pageKey) && !failed.has(pageKey)) {
      const [first] = renderErrors;
      console.error(`The server rendered the fallback for ${pageKey}, whose page threw:`, first instanceof Error ? first.message : first);
      failed.add(pageKey);
      appHtml = await draw();
    } else {
      for (const error of renderErrors) console.error('A part of the page fell back while rendering on the server:', error);
    }
    const pageData = collector.close();

    const t = translator.getFixedT(language, SHELL_NAMESPACE);
    const brand = config.brand.name;
    const route = resolved?.route;
    const routeTitle = !route ? t('routes.notFound') : route.id === 'home' ? null : t(`routes.${route.titleKey}`);
    const title = documentTitle(route ? (stated.title ?? routeTitle) : routeTitle, brand, t('tagline'));
    const page: RenderedPage = {
      status: route ? 200 : 404,
      language,
      title,
      description: t('description', { brand }),
      noindex: !route || Boolean(route.signIn),
      perDevice: Boolean(route?.signIn),
      routeId: route?.id ?? null,
      appHtml,
      stateJson: serializePageState({
        // The browser loads a previewed remote from its own version folder, as the server named it.
        config: request.preview ? { ...config, remotes: { ...config.remotes, ...request.preview.manifests } } : config,
        language,
        pageData,
        failed: [...failed],
        deferred: [...deferred],
        ...(preview && Object.keys(preview).length > 0 ? { preview } : {}),
      }),
      headTags,
      firstHints: leadImageHints(appHtml),
      ...(redirect.to === null ? {} : { redirect: redirect.to }),
    };
    // A page whose style sheets could not be named this time is not kept either.
    if (!collector.askedAny() && failed.size === 0 && !page.redirect && (headTags.length > 0 || !resolved)) cache.set(request, page);
    return page;
  }

  return { render, warm: (config) => remotes.use(config.remotes) };
}

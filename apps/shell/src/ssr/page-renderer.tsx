import { ServerRedirects } from '@echowatch/routing';
import { StaticRouter } from '@echowatch/routing/server';
import { I18nextProvider } from '@echowatch/translation';
import { documentTitle, type PageHeadStatement, type RemotePageModule } from '@echowatch/contracts';
import { initServerI18n, LANGUAGES, loadTexts, UserAgentProvider } from '@echowatch/remote-kit';
import { allTexts, NAMESPACE as SHELL_NAMESPACE } from '../i18n/texts';
import { serializePageState } from '../rendering/page-state';
import { pageModuleKey } from '../rendering/rendered-pages';
import { resolveRoute, routePattern, type ResolvedRoute } from '../routes/route-table';
import { ShellFrame } from '../shell-app';
import { leadImageHints } from './lead-image';
import { createPageDataCollector } from './page-data-collector';
import { createRecipeStore } from './recipe-store';
import { renderToHtml } from './render-to-html';
import { assetTags, createRemoteAssets, type AssetTags, type RemoteAssets } from './remote-assets';
import type { FallbackReason, PageRenderer, Preload, RenderedPage, RenderObserver, RenderRequest, RendererOptions } from './render-contract';
import { createHeldVersions } from './held-versions';
import { rememberPlainTexts } from './remembered-texts';
import { ServerCodeRefusedError, ServerCodeUnpinnedError } from './server-code-pins';
import { createServerRemotes, RemoteSkippedError, type ServerRemotes } from './server-remotes';

const DEFAULTS = { remoteBudgetMs: 1000, dataBudgetMs: 800 };

interface RouteModules {
  modules: Map<string, RemotePageModule>;
  failed: Set<string>;
  /** Slots left to the browser on purpose (a previewed remote): they show the page's outline. */
  deferred: Set<string>;
  /** The route's style sheets. */
  headTags: string[];
  /** Preloads of the route's manifest and scripts. */
  hints: string[];
  /** The same files, for the `Link` header. */
  preloads: Preload[];
}

const fallbackReason = (error: unknown): FallbackReason =>
  error instanceof ServerCodeUnpinnedError
    ? 'unpinned'
    : error instanceof ServerCodeRefusedError
      ? 'digest'
      : error instanceof RemoteSkippedError
        ? 'skipped'
        : 'load';

/** Loads the route's page module and names its assets; a remote that fails only loses its slot. */
async function loadRoute(
  resolved: ResolvedRoute | null,
  request: RenderRequest,
  remotes: ServerRemotes,
  assets: RemoteAssets,
  observer: RenderObserver | undefined,
): Promise<RouteModules> {
  const result: RouteModules = { modules: new Map(), failed: new Set(), deferred: new Set(), headTags: [], hints: [], preloads: [] };
  const name = (tags: AssetTags) => {
    result.headTags = tags.styles;
    result.hints = tags.hints;
    result.preloads = tags.preloads;
  };
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
    remotes.preview(remote, previewUrl);
    const found = await assets(previewUrl, expose).catch(() => null);
    if (found) name(assetTags(found));
    return result;
  }
  // Both start together; the names of the files are only worth waiting for when the page renders.
  const files = assets(manifestUrl, expose).catch(() => null);
  try {
    const module = await remotes.loadPage(remote, expose);
    if (module) result.modules.set(key, module);
  } catch (error) {
    result.failed.add(key);
    observer?.fallback(remote, manifestUrl, fallbackReason(error));
    observer?.problem(`the server rendered the fallback for ${key}`, error);
    return result;
  }
  const found = await files;
  const textChunks = result.modules.get(key)?.textChunks?.(request.language) ?? [];
  if (found) name(assetTags(found, textChunks));
  return result;
}

export async function createPageRenderer(options: RendererOptions = {}): Promise<PageRenderer> {
  const { remoteBudgetMs, dataBudgetMs, observer, requirePinnedServerCode } = { ...DEFAULTS, ...options };
  const i18n = await initServerI18n();
  // One process answers in either language.
  await Promise.all(LANGUAGES.map((language) => loadTexts(allTexts, language, i18n)));
  // Remote server builds consume every singleton from this process and bundle none (their shared
  // entries are `import: false`): load the ones the shell itself only loads on a first API call
  // (axios) or never (`Trans`, for the remotes' texts with markup).
  await Promise.all([import('axios'), import('@echowatch/translation/trans')]);
  const held = createHeldVersions();
  const remotes = createServerRemotes({ budgetMs: remoteBudgetMs, held, observer, requirePins: requirePinnedServerCode });
  const assets = createRemoteAssets(remoteBudgetMs, held);
  const recipes = createRecipeStore();
  // One translator per language for every request: a page only reads it, and cloning per request
  // cost more than the lookups it saved. Pages see it through an object that inherits from it and
  // has no properties of its own: react-i18next copies every own property of the instance into a
  // fresh wrapper on each useTranslation call of a server render (~40 of them, ~17 µs a call).
  const translators = new Map(
    LANGUAGES.map((language) => {
      const translator = i18n.cloneInstance({ lng: language, initAsync: false });
      rememberPlainTexts(translator);
      return [language, Object.create(translator) as typeof i18n];
    }),
  );

  async function render(request: RenderRequest): Promise<RenderedPage> {
    const { config, language, url } = request;
    remotes.use(config);
    const started = performance.now();
    let waitedForData = 0;
    const settle = async (deadline: number) => {
      const from = performance.now();
      await collector.settle(deadline);
      waitedForData += performance.now() - from;
    };
    const resolved = resolveRoute(config, new URL(url, 'http://site').pathname);
    const { modules, failed, deferred, headTags, hints, preloads } = await loadRoute(resolved, request, remotes, assets, observer);
    const preview = request.preview?.versions;
    // A clone shares the texts of every namespace and keeps its own language.
    const translator = translators.get(language)!;
    const collector = createPageDataCollector();
    // A page states its own title while it renders (a post's, a solution's), or its whole head from
    // the data it renders (a post's); the last render's counts.
    const stated: { title: string | null; head: PageHeadStatement } = { title: null, head: null };
    const statePageTitle = (title: string | null) => {
      stated.title = title;
    };
    const statePageHead = (statement: PageHeadStatement) => {
      stated.head = statement;
    };
    // What the boundaries inside the last render caught: a page that threw while rendering.
    const renderErrors: unknown[] = [];
    // The first place the last render's page sent the visitor to, if any.
    const redirect: { to: string | null } = { to: null };
    const draw = () => {
      stated.title = null;
      stated.head = null;
      redirect.to = null;
      renderErrors.length = 0;
      collector.beginRender();
      return renderToHtml(
        <I18nextProvider i18n={translator}>
          <UserAgentProvider userAgent={request.userAgent ?? ''}>
            <StaticRouter location={url}>
              <ServerRedirects onRedirect={(href) => (redirect.to ??= href)}>
                <ShellFrame config={config} rendered={{ modules, failed, deferred, preview, pageData: collector.source, server: true, statePageTitle, statePageHead }} />
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
    // Pages ask for their data while rendering; render again once it is here (or the budget is spent).
    const deadline = Date.now() + dataBudgetMs;
    // The calls this page made last time start at once, so a data page usually renders only once.
    const recipe = recipes.get(request);
    if (recipe) {
      collector.prefetch(recipe);
      await settle(deadline);
    }
    let appHtml = await draw();
    while (collector.hasPending() && Date.now() < deadline) {
      await settle(deadline);
      appHtml = await draw();
    }
    // A page that threw while rendering would leave its boundary's fallback in the page area, blank
    // or a loading state that never ends without the browser: the slot gets the localised fallback
    // instead, as for a remote that did not load, and the browser gives the page its own chance.
    const pageKey = resolved ? pageModuleKey(resolved.route.remote, resolved.route.expose) : null;
    if (renderErrors.length > 0 && pageKey && modules.has(pageKey) && !failed.has(pageKey)) {
      observer?.fallback(resolved!.route.remote, config.remotes[resolved!.route.remote], 'render');
      observer?.problem(`the server rendered the fallback for ${pageKey}, whose page threw`, renderErrors[0]);
      failed.add(pageKey);
      appHtml = await draw();
    } else {
      for (const error of renderErrors) observer?.problem('a part of the page fell back while rendering on the server', error);
    }
    const pageData = collector.close();
    if (collector.askedAny()) recipes.set(request, collector.recipe());

    const t = translator.getFixedT(language, SHELL_NAMESPACE);
    const brand = config.brand.name;
    const route = resolved?.route;
    const routeTitle = !route ? t('routes.notFound') : route.id === 'home' ? null : t(`routes.${route.titleKey}`);
    const head = typeof stated.head === 'object' && stated.head !== null ? stated.head : undefined;
    // The page found that its address names nothing (an unknown post): not found, and not indexed.
    const found = Boolean(route) && stated.head !== 'not-found';
    const title = documentTitle(route ? (head?.title ?? stated.title ?? routeTitle) : routeTitle, brand, t('tagline'));
    const page: RenderedPage = {
      status: found ? 200 : 404,
      language,
      title,
      description: head?.description ?? t('description', { brand }),
      ...(head ? { head } : {}),
      noindex: !found || Boolean(route?.signIn),
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
        ...(route && pageKey && modules.has(pageKey) && !failed.has(pageKey) ? { page: { remote: route.remote, expose: route.expose } } : {}),
        ...(preview && Object.keys(preview).length > 0 ? { preview } : {}),
      }),
      headTags,
      // The lead picture first; the code the page starts with right behind it, ahead of the styles.
      firstHints: [...leadImageHints(appHtml), ...hints],
      preloads,
      ...(redirect.to === null ? {} : { redirect: redirect.to }),
    };
    // A page whose style sheets could not be named this time is not kept either, nor one whose data
    // did not all arrive in time.
    const whole = failed.size === 0 && deferred.size === 0 && !page.redirect && (hints.length > 0 || !resolved) && collector.complete();
    page.reuse = !whole ? 'none' : collector.askedAny() ? 'data' : 'composition';
    observer?.rendered(route ? routePattern(route) : 'not-found', (performance.now() - started) / 1000, waitedForData / 1000);
    return page;
  }

  return { render, warm: (config) => remotes.use(config), heldVersions: held.list };
}

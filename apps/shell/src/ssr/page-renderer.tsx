import { createStaticRouter, StaticRouterProvider } from '@echowatch/routing/server';
import { I18nextProvider } from '@echowatch/translation';
import { renderToStaticMarkup } from 'react-dom/server';
import { initServerI18n, LANGUAGES, loadTexts, UserAgentProvider } from '@echowatch/remote-kit';
import { DocumentHeadTags } from '../head/document-head';
import { routeHead } from '../head/route-head';
import { routeHeadTexts } from '../head/route-texts';
import { allTexts, NAMESPACE as SHELL_NAMESPACE } from '../i18n/texts';
import { serializePageState } from '../rendering/page-state';
import type { PageSlotData } from '../routes/page-slot';
import { routeOfPageMatch, routePattern } from '../routes/route-table';
import { ShellFrame } from '../shell-app';
import { renderToHtml } from './render-to-html';
import { createRemoteAssets } from './remote-assets';
import type { PageRenderer, RenderedPage, RenderRequest, RendererOptions } from './render-contract';
import { createHeldVersions } from './held-versions';
import { dataDigest } from './data-digest';
import { rememberPlainTexts } from './remembered-texts';
import { createServerRemotes } from './server-remotes';
import { configureServerHttp } from './server-http';
import { routeHandlers } from './route-handlers';
import { emptyServedSlot, serverPageSlots } from './server-page-slots';

const DEFAULTS = { remoteBudgetMs: 1000, dataBudgetMs: 800 };

// Only the path and query of a request reach the router; the origin is a placeholder.
const ROUTER_ORIGIN = 'http://site';

/** The request the router answers: a GET, or the form posted to the page for its route's action. */
function routerRequest({ url, posted }: RenderRequest): Request {
  const address = new URL(url, ROUTER_ORIGIN);
  if (!posted) return new Request(address);
  return new Request(address, { method: 'POST', body: new URLSearchParams(posted.map(([name, value]) => [name, value])) });
}

/**
 * The posted form as the page's fields read it (first value of each name). It notes the text each
 * field showed: only that (never a secret field's) goes into the page state for the browser.
 */
function postedForm(posted: ReadonlyArray<readonly [string, string]>) {
  const first = new Map<string, string>();
  for (const [name, value] of posted) if (!first.has(name)) first.set(name, value);
  const shown: Record<string, string> = {};
  const form = {
    text(name: string): string | undefined {
      const value = first.get(name);
      if (value !== undefined) shown[name] = value;
      return value;
    },
  };
  return { form, shown };
}

/** The answer to an address a page's loader sent elsewhere, or whose kept page stands: no page of its own. */
const noPage = (language: RenderedPage['language']): Omit<RenderedPage, 'status' | 'redirect'> => ({
  language,
  headHtml: '',
  appHtml: '',
  stateJson: '',
  headTags: [],
  reuse: 'none',
});

export async function createPageRenderer(options: RendererOptions = {}): Promise<PageRenderer> {
  const { remoteBudgetMs, dataBudgetMs, observer, requirePinnedServerCode } = { ...DEFAULTS, ...options };
  const i18n = await initServerI18n();
  // One process answers in either language.
  await Promise.all(LANGUAGES.map((language) => loadTexts(allTexts, language, i18n)));
  // Remote server builds consume every singleton from this process and bundle none (their shared
  // entries are `import: false`): load the ones the shell itself only loads on a first API call
  // (axios) or never (`Trans`, for the remotes' texts with markup).
  const [{ default: axios }] = await Promise.all([import('axios'), import('@echowatch/translation/trans')]);
  configureServerHttp(axios);
  const held = createHeldVersions();
  const remotes = createServerRemotes({ budgetMs: remoteBudgetMs, held, observer, requirePins: requirePinnedServerCode });
  const assets = createRemoteAssets(remoteBudgetMs, held);
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

  const handlerFor = routeHandlers();

  async function render(request: RenderRequest): Promise<RenderedPage> {
    const { config, language, url } = request;
    remotes.use(config);
    const started = performance.now();
    // The route loaders load the page's module and data, once, before the page renders.
    const served = emptyServedSlot();
    const slots = serverPageSlots({ request, remotes, assets, observer, dataBudgetMs }, served);
    const handler = handlerFor(config);
    const posted = request.posted ? postedForm(request.posted) : undefined;
    const context = await handler.query(routerRequest(request), { requestContext: slots });
    // A page's loader sent the address elsewhere: the answer is that redirect, never kept.
    const location = context instanceof Response ? context.headers.get('Location') : null;
    if (location) return { ...noPage(language), status: (context as Response).status, redirect: location };
    // No loader throws (a page that cannot load falls back in its slot): anything else is a fault
    // of the shell, which the server answers by sending the page to the browser.
    if (context instanceof Response || context.errors) throw new Error(`the route loaders of ${url} did not settle as data`);
    const pageMatch = context.matches[context.matches.length - 1];
    const route = pageMatch ? routeOfPageMatch(config, pageMatch, new URL(url, ROUTER_ORIGIN).pathname) : null;
    // Asked to revalidate a kept page: the same data is the same page, so nothing is rendered.
    const digest = served.hasData ? dataDigest(context.loaderData) : undefined;
    if (digest !== undefined && digest === request.keptDataDigest && !served.fellBack && served.dataComplete) {
      return { ...noPage(language), status: context.statusCode, unchanged: true };
    }
    const translator = translators.get(language)!;
    // What the boundaries inside the render caught: a page that threw while rendering.
    const renderErrors: unknown[] = [];
    const draw = () => {
      renderErrors.length = 0;
      const rendered = {
        modules: served.modules,
        preview: request.preview?.versions,
        server: true,
        postedForm: posted?.form,
      };
      return renderToHtml(
        <I18nextProvider i18n={translator}>
          <UserAgentProvider userAgent={request.userAgent ?? ''}>
            <ShellFrame config={config} rendered={rendered}>
              <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
            </ShellFrame>
          </UserAgentProvider>
        </I18nextProvider>,
        { onRenderError: (error) => void renderErrors.push(error) },
      );
    };
    let appHtml = await draw();
    const pageRouteId = pageMatch?.route.id;
    const slot = pageRouteId ? (context.loaderData[pageRouteId] as PageSlotData | undefined) : undefined;
    // A page that threw while rendering would leave its boundary's fallback in the page area, blank
    // or a loading state that never ends without the browser: the slot is drawn again with the
    // localised fallback instead, as for a remote that did not load, and the browser gives the page
    // its own chance.
    if (renderErrors.length > 0 && route && slot && !slot.failed && pageRouteId) {
      observer?.fallback(route.remote, config.remotes[route.remote], 'render');
      observer?.problem(`the server rendered the fallback for ${route.remote}/${route.expose}, whose page threw`, renderErrors[0]);
      context.loaderData[pageRouteId] = { ...slot, failed: true };
      served.fellBack = true;
      appHtml = await draw();
    } else {
      for (const error of renderErrors) observer?.problem('a part of the page fell back while rendering on the server', error);
    }

    const t = translator.getFixedT(language, SHELL_NAMESPACE);
    // The route's loader found that the address names nothing (an unknown post): 404, not indexed.
    const found = context.statusCode !== 404;
    const head = routeHead({
      ...routeHeadTexts(t, route ?? null, config.brand.name),
      pageHead: slot?.head,
      notFound: !found,
      signIn: Boolean(route?.signIn),
      language,
      url,
      config,
      languages: LANGUAGES,
    });
    const assetTagsOfPage = served.assets;
    const page: RenderedPage = {
      status: context.statusCode,
      language,
      headHtml: renderToStaticMarkup(<DocumentHeadTags head={head} />),
      perDevice: Boolean(route?.signIn),
      appHtml,
      stateJson: serializePageState({
        // The browser loads a previewed remote from its own version folder, as the server named it.
        config: request.preview ? { ...config, remotes: { ...config.remotes, ...request.preview.manifests } } : config,
        language,
        loaderData: context.loaderData as Record<string, PageSlotData>,
        ...(context.actionData ? { actionData: context.actionData as Record<string, unknown> } : {}),
        ...(posted && Object.keys(posted.shown).length > 0 ? { postedForm: posted.shown } : {}),
        ...(route && slot && !slot.failed && !slot.notFound ? { page: { remote: route.remote, expose: route.expose } } : {}),
        ...(request.preview && Object.keys(request.preview.versions).length > 0 ? { preview: request.preview.versions } : {}),
        // A cohort per remote: the page's figures are the canary's only when its own remote is one.
        ...(route && request.canaries?.includes(route.remote) ? { cohort: 'canary' as const } : {}),
      }),
      headTags: assetTagsOfPage?.styles ?? [],
      // The code the page starts with, ahead of the styles. React writes the lead picture's own
      // preload (its `fetchpriority="high"` image) at the start of the markup.
      firstHints: assetTagsOfPage?.hints ?? [],
      preloads: assetTagsOfPage?.preloads ?? [],
    };
    // A page whose style sheets could not be named this time is not kept either, nor one whose data
    // did not all arrive in time.
    const whole = !served.fellBack && (assetTagsOfPage !== null || !route) && served.dataComplete;
    page.reuse = !whole ? 'none' : served.hasData ? 'data' : 'composition';
    if (page.reuse === 'data' && digest !== undefined) page.dataDigest = digest;
    observer?.rendered(route ? routePattern(route) : 'not-found', (performance.now() - started) / 1000, served.dataSeconds);
    return page;
  }

  return { render, warm: (config) => remotes.use(config), heldVersions: held.list };
}

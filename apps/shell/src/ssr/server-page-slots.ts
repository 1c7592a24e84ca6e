import type { RemotePageModule } from '@echowatch/contracts';
import { pageModuleKey } from '../rendering/rendered-pages';
import { actOnPage, loadPageData, pageLoadRequest, slotOfLoad, type PageSlots } from '../routes/page-slot';
import type { RemoteRoute } from '../routes/route-table';
import { assetTags, type AssetTags, type RemoteAssets } from './remote-assets';
import type { FallbackReason, RenderObserver, RenderRequest } from './render-contract';
import { ServerCodeRefusedError, ServerCodeUnpinnedError } from './server-code-pins';
import { RemoteSkippedError, type ServerRemotes } from './server-remotes';

/** What one request's page loads told the renderer, for the document and for caching. */
export interface ServedSlot {
  /** The page modules the loaders loaded, for the render that follows. */
  modules: Map<string, RemotePageModule>;
  /** The route's page could not be rendered here: its slot shows the fallback (or, previewed, the outline). */
  fellBack: boolean;
  /** The page's loader made calls (its page changes with its data). */
  hasData: boolean;
  /** Every call settled within the budget. */
  dataComplete: boolean;
  /** Seconds spent waiting for the page's data. */
  dataSeconds: number;
  /** The route's style sheets and the hints for its files, once named. */
  assets: AssetTags | null;
}

const fallbackReason = (error: unknown): FallbackReason =>
  error instanceof ServerCodeUnpinnedError
    ? 'unpinned'
    : error instanceof ServerCodeRefusedError
      ? 'digest'
      : error instanceof RemoteSkippedError
        ? 'skipped'
        : 'load';

export interface ServerSlotsOptions {
  request: RenderRequest;
  remotes: ServerRemotes;
  assets: RemoteAssets;
  observer?: RenderObserver;
  dataBudgetMs: number;
}

export const emptyServedSlot = (): ServedSlot => ({
  modules: new Map(),
  fellBack: false,
  hasData: false,
  dataComplete: true,
  dataSeconds: 0,
  assets: null,
});

/**
 * The server's page loads for one request: the route's module from its remote's server build
 * (a remote that fails only loses its slot), the names of its files, and its data within the
 * budget. What happened is written to `served`.
 */
export function serverPageSlots({ request, remotes, assets, observer, dataBudgetMs }: ServerSlotsOptions, served: ServedSlot): PageSlots {
  async function loadModule(route: RemoteRoute): Promise<RemotePageModule | null> {
    try {
      return await remotes.loadPage(route.remote, route.expose);
    } catch (error) {
      observer?.fallback(route.remote, request.config.remotes[route.remote], fallbackReason(error));
      observer?.problem(`the server rendered the fallback for ${pageModuleKey(route.remote, route.expose)}`, error);
      return null;
    }
  }

  return {
    async load(route, args) {
      const { remote, expose } = route;
      const previewUrl = request.preview?.manifests[remote];
      if (previewUrl) {
        // A previewed version renders in the tester's browser only: the server's federation runtime
        // is shared by every visitor and keeps the live one. The hints name the previewed files.
        served.fellBack = true;
        remotes.preview(remote, previewUrl);
        const found = await assets(previewUrl, expose).catch(() => null);
        if (found) served.assets = assetTags(found);
        return { pageData: {}, failed: true, deferred: true };
      }
      // Both start together; the names of the files are only worth waiting for when the page renders.
      const files = assets(request.config.remotes[remote], expose).catch(() => null);
      const module = await loadModule(route);
      if (!module) {
        served.fellBack = true;
        return { pageData: {}, failed: true };
      }
      served.modules.set(pageModuleKey(remote, expose), module);
      const started = performance.now();
      const load = await loadPageData(module, pageLoadRequest(args, request.language, request.config), dataBudgetMs);
      const { pageData, complete } = load;
      served.dataSeconds = (performance.now() - started) / 1000;
      // A loader that only names the page (a solution's texts) leaves it as lasting as a static one.
      served.hasData = Object.keys(pageData).length > 0 || !complete;
      served.dataComplete = complete;
      const found = await files;
      if (found) served.assets = assetTags(found, module.textChunks?.(request.language) ?? []);
      return slotOfLoad(load);
    },
    async act(route, args) {
      if (request.preview?.manifests[route.remote]) return null;
      // A module that fails here is told once, by the loader that runs next.
      const module = await remotes.loadPage(route.remote, route.expose).catch(() => null);
      return actOnPage(module, args, request.language, request.config);
    },
  };
}

/**
 * Page slots for a route table shared by every request: each call is the request's own slots',
 * which the static handler's query passes to the loaders and actions as their context.
 */
export const slotsOfRequestContext: PageSlots = {
  load: (route, args) => (args.context as PageSlots).load(route, args),
  act: (route, args) => (args.context as PageSlots).act(route, args),
};


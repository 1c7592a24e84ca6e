import { Suspense, lazy, useCallback, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { useViewKey } from '@echowatch/routing';
import type { RemotePageModule, RemotePageProps } from '@echowatch/contracts';
import { useHydrated, useServerUserAgent, useSiteConfig } from '@echowatch/remote-kit';
import { reportSlotFailure } from '../federation/failure-report';
import { useStatedHead } from '../head/stated-head';
import { loadPageModule, RemoteUnavailableError, type LoadPolicy } from '../federation/remote-loader';
import { useTexts } from '../i18n/texts';
import { RemoteBoundary } from '../pages/remote-fallback/remote-boundary';
import { RemoteFallback } from '../pages/remote-fallback/remote-fallback';
import { PageReadyMark } from '../rendering/page-ready';
import { snapshotSource } from '../rendering/page-state';
import { pageModuleKey, useRenderedPages } from '../rendering/rendered-pages';
import type { PageSlotData } from './page-slot';
import type { RemoteRoute as RouteDefinition } from './route-table';
import { PageSkeleton } from './page-skeleton';

type LazyPage = LazyExoticComponent<ComponentType<RemotePageProps>>;

// One load and one lazy component per exposed module, so moving between routes never reloads a
// page module; the route's loader and the page's component wait for the same load.
const modules = new Map<string, Promise<RemotePageModule>>();
const loaded = new Map<string, RemotePageModule>();
const pages = new Map<string, LazyPage>();

/** The page module of a route in the browser: loaded once, loaded again only after a failure. */
export function browserPageModule(route: RouteDefinition, policy: LoadPolicy): Promise<RemotePageModule> {
  const key = pageModuleKey(route.remote, route.expose);
  let module = modules.get(key);
  if (!module) {
    module = loadPageModule(route.remote, route.expose, policy);
    module.then((ready) => loaded.set(key, ready)).catch(() => undefined);
    modules.set(key, module);
  }
  return module;
}

/** The route's page module if it has arrived in this browser; otherwise starts loading it and says so (null). */
export function arrivedPageModule(route: RouteDefinition, policy: LoadPolicy): RemotePageModule | null {
  const module = loaded.get(pageModuleKey(route.remote, route.expose));
  if (!module) void browserPageModule(route, policy).catch(() => undefined);
  return module ?? null;
}

function forget(key: string): void {
  modules.delete(key);
  loaded.delete(key);
  pages.delete(key);
}

function lazyPage(route: RouteDefinition, policy: LoadPolicy): LazyPage {
  const key = pageModuleKey(route.remote, route.expose);
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      try {
        return { default: (await browserPageModule(route, policy)).Page };
      } catch (error) {
        forget(key);
        throw error;
      }
    });
    pages.set(key, page);
  }
  return page;
}

/**
 * The page component to render: on the server, the module loaded for this request (or nothing);
 * in the browser, a lazy component that loads the module, which React hydrates once it arrives
 * while the server's markup stays on screen.
 */
function usePageComponent(route: RouteDefinition, policy: LoadPolicy): ComponentType<RemotePageProps> | null {
  const rendered = useRenderedPages();
  if (!rendered.server) return lazyPage(route, policy);
  return rendered.modules.get(pageModuleKey(route.remote, route.expose))?.Page ?? null;
}

const NO_DATA: PageSlotData = { pageData: {} };

/**
 * Renders one route's page from its remote with what its loader fetched (`slot`), with loading,
 * failure and retry kept in the page area.
 */
export function RemoteRoutePage({ route, slot = NO_DATA, actionData }: { route: RouteDefinition; slot?: PageSlotData; actionData?: unknown }) {
  const config = useSiteConfig();
  const { t } = useTexts();
  const hydrated = useHydrated();
  const { postedForm, server } = useRenderedPages();
  const userAgent = useServerUserAgent();
  const viewKey = useViewKey();
  const [attempt, setAttempt] = useState(0);
  const key = pageModuleKey(route.remote, route.expose);
  // A failure the server rendered belongs to the first page of the visit (a language switch keeps it
  // that page), and only until a retry.
  const firstPage = viewKey === 'default' && attempt === 0;
  // A slot the server could not render hydrates as the fallback it got; right after, the browser
  // build gets its own chance (the loading state, then the page or the fallback again).
  const serverFailed = firstPage && slot.failed === true && !hydrated;
  const routeTitle = t(`routes.${route.titleKey}`);
  // In the browser the page may state its own head once it has what it is named after (the route's
  // head tags render it); the server's head is what the route's loader stated.
  const { sink } = useStatedHead();
  const pageTitle = server ? undefined : sink;
  const Page = usePageComponent(route, config.remoteLoading);
  // The loader's results, until a retry (which makes every call again).
  const pageData = useMemo(() => (attempt === 0 ? snapshotSource(slot.pageData) : undefined), [attempt, slot.pageData]);
  const retry = useCallback(() => {
    forget(key);
    setAttempt((value) => value + 1);
  }, [key]);
  // While the page's module is still on its way, its boundary holds the server's markup. Any update
  // that reached the boundary then (this component re-renders when hydration finishes) would make
  // React drop that markup and show the skeleton; handing React the very same element lets it skip
  // the boundary, so the markup stays until the page hydrates it.
  const pageArea = useMemo(() => {
    if (!Page) return null;
    return (
      <RemoteBoundary
        key={`${route.id}:${attempt}`}
        onRetry={retry}
        onError={(error) => reportSlotFailure(config, route.remote, error)}
        showDetails={config.flags.debug}
      >
        <Suspense fallback={<PageSkeleton />}>
          {/* The `pages` cache keeps each page component's identity stable across renders. */}
          {/* eslint-disable-next-line react-hooks/static-components */}
          <Page
            config={config}
            routeTitle={routeTitle}
            pageData={pageData}
            pageTitle={pageTitle}
            userAgent={userAgent}
            postedForm={firstPage ? postedForm : undefined}
            actionData={actionData}
          />
          {/* In the page's boundary, so it runs when the page itself has hydrated. */}
          <PageReadyMark />
        </Suspense>
      </RemoteBoundary>
    );
  }, [Page, retry, route.id, route.remote, attempt, config, routeTitle, pageData, pageTitle, userAgent, firstPage, postedForm, actionData]);
  if (serverFailed && slot.deferred) return <PageSkeleton />;
  if (serverFailed) {
    return <RemoteFallback error={new RemoteUnavailableError(route.remote, null)} onRetry={retry} showDetails={false} />;
  }
  return pageArea ?? <PageSkeleton />;
}

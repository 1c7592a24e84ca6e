import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@echowatch/routing';
import { injectTokens } from '@echowatch/design-tokens';
import { currentLanguage, initSiteI18n, keepTextGroups } from '@echowatch/remote-kit';
import { servedComposition, type ServedComposition } from './config/served-composition';
import { prepareStartedPageModules, registerComposition } from './federation/composition';
import { allTexts } from './i18n/texts';
import type { PageState } from './rendering/page-state';
import type { RenderedPages } from './rendering/rendered-pages';
import { browserPageSlots } from './routes/browser-page-slots';
import { siteRouteObjects } from './routes/site-route-objects';
import { ShellFrame } from './shell-app';
import { StartupFailure } from './pages/startup-failure/startup-failure';
import { loadCollectorLater } from './vitals/load-collector-later';

// A mismatch React repairs still costs a re-render and shifts the page: it must be seen and fixed.
function reportRecoverableError(error: unknown): void {
  console.error('Hydration fell back to rendering in the browser', error);
}

/**
 * Makes the server's page live with the state it was rendered with, or renders it, for a page sent
 * empty (the development server's).
 */
export async function start(state: PageState | null): Promise<void> {
  injectTokens();
  const container = document.getElementById('root');
  if (!container) return;
  keepTextGroups(allTexts);
  try {
    await initSiteI18n(state ? { language: state.language } : {});
  } catch (error) {
    // Without its texts the shell cannot say anything; the server's page stays as sent, readable
    // and with working links.
    console.error('The site texts could not be loaded', error);
    return;
  }
  try {
    const served: ServedComposition = state ? { config: state.config } : await servedComposition();
    const { config } = served;
    registerComposition(config.remotes);
    prepareStartedPageModules(currentLanguage());
    const router = createBrowserRouter(siteRouteObjects(config, browserPageSlots(config)), {
      // The loaders' results the server rendered with: the first page neither loads nor fetches them again.
      ...(state ? { hydrationData: { loaderData: state.loaderData, actionData: state.actionData ?? null } } : {}),
    });
    const rendered: RenderedPages = {
      modules: new Map(),
      preview: state?.preview,
      postedForm: state?.postedForm ? { text: (name) => state.postedForm?.[name] } : undefined,
      server: false,
    };
    const app = (
      <StrictMode>
        <ShellFrame config={config} rendered={rendered}>
          <RouterProvider router={router} />
        </ShellFrame>
      </StrictMode>
    );
    // The visitors' web vitals, in a chunk of its own loaded once the browser is idle after the page is live.
    const landing = router.state.location.pathname;
    loadCollectorLater(
      () =>
        void import(/* webpackChunkName: "after-live-web-vitals" */ './vitals/web-vitals-collector')
          .then((collector) => collector.collectLandingView(config, router, landing, { preview: state?.preview, cohort: state?.cohort, canaries: served.canaries }))
          // Measuring is no part of the page: a collector that did not arrive is a view not counted.
          .catch(() => undefined),
    );
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: the page is on screen already, input stays responsive.
    if (state) startTransition(() => void hydrateRoot(container, app, { onRecoverableError: reportRecoverableError }));
    else createRoot(container).render(app);
  } catch (error) {
    createRoot(container).render(<StartupFailure error={error} />);
  }
}


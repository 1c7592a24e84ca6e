import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { RouteObject } from '@echowatch/routing';
import type { SiteConfig } from '@echowatch/contracts';
import { collectVitals, type WebVitalsApi } from './vitals-beacon';
import { pageView, type ServedAs } from './page-view';

/** What the collector reads of the browser's router. */
export interface ViewRouter {
  routes: RouteObject[];
  state: { location: { pathname: string } };
  subscribe: (listener: (state: { location: { pathname: string } }) => void) => () => void;
}

const WEB_VITALS: WebVitalsApi = { onLCP, onINP, onCLS, onFCP, onTTFB };

/**
 * Reports the landing view only. web-vitals measures the page load: LCP, FCP and TTFB exist for
 * the address the browser loaded and never for a view the router draws later, and INP and CLS
 * would sum up every later view under the landing one's labels. So the report is the landing
 * view's, labelled with its route, and sent when the page is hidden or when the router first
 * moves to another address, with what was measured until then. A visitor who moved on before the
 * collector arrived is still reported under the landing view (its INP and CLS then include a little
 * of the next one).
 */
export function collectLandingView(
  config: SiteConfig,
  router: ViewRouter,
  landing: string,
  served: ServedAs = {},
  vitals: WebVitalsApi = WEB_VITALS,
): void {
  const view = pageView(config, router.routes, landing, served);
  if (!view) return;
  const beacon = collectVitals(vitals, view);
  if (router.state.location.pathname !== landing) return;
  const stop = router.subscribe((state) => {
    if (state.location.pathname === landing) return;
    stop();
    beacon.end();
  });
}

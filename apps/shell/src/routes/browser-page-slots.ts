import type { SiteConfig } from '@echowatch/contracts';
import { currentLanguage } from '@echowatch/remote-kit';
import { actOnPage, loadPageData, pageLoadRequest, type PageSlots } from './page-slot';
import { browserPageModule } from './remote-route';

/**
 * How long a client navigation waits for a page's data before showing the page, whose parts then
 * show their loading state and finish the calls themselves.
 */
export const NAVIGATION_DATA_BUDGET_MS = 3000;

/**
 * The browser's page loads: the route's module (shared with the page's component, which shows a
 * failure with its retry) and the data its loader fetches.
 */
export function browserPageSlots(config: SiteConfig): PageSlots {
  return {
    async load(route, args) {
      const module = await browserPageModule(route, config.remoteLoading).catch(() => null);
      if (!module) return { pageData: {} };
      // The page renders in the language in use; a switch rewrites the address, which loads again.
      const request = pageLoadRequest(args, currentLanguage(), config);
      const { pageData } = await loadPageData(module, request, NAVIGATION_DATA_BUDGET_MS, args.request.signal);
      return { pageData };
    },
    async act(route, args) {
      const module = await browserPageModule(route, config.remoteLoading).catch(() => null);
      return actOnPage(module, args, currentLanguage(), config);
    },
  };
}

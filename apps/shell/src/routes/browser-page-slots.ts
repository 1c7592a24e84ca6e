import type { SiteConfig } from '@echowatch/contracts';
import { currentLanguage } from '@echowatch/remote-kit';
import { actOnPage, loadPageData, pageLoadRequest, slotOfLoad, type PageSlots } from './page-slot';
import { arrivedPageModule, browserPageModule } from './remote-route';

/**
 * How long a client navigation waits for a page's data before showing the page, whose parts then
 * show their loading state and finish the calls themselves.
 */
export const NAVIGATION_DATA_BUDGET_MS = 3000;

/**
 * The browser's page loads: the data the route's page module fetches, when its code is here. A page
 * whose code is still to come is shown at once, its outline in place while the code loads (the
 * component waits for the same load and shows a failure with its retry), and its parts fetch their
 * data themselves; a navigation never waits on a remote that may not answer.
 */
export function browserPageSlots(config: SiteConfig): PageSlots {
  return {
    async load(route, args) {
      const module = arrivedPageModule(route, config.remoteLoading);
      if (!module) return { pageData: {} };
      // The page renders in the language in use; a switch rewrites the address, which loads again.
      const request = pageLoadRequest(args, currentLanguage(), config);
      return slotOfLoad(await loadPageData(module, request, NAVIGATION_DATA_BUDGET_MS, args.request.signal));
    },
    async act(route, args) {
      const module = await browserPageModule(route, config.remoteLoading).catch(() => null);
      return actOnPage(module, args, currentLanguage(), config);
    },
  };
}

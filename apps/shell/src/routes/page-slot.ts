import type { Language, PageActionResult, PageDataSnapshot, PageHead, PageLoadRequest, RemotePageModule, SiteConfig } from '@echowatch/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@echowatch/routing';
import type { RemoteRoute } from './route-table';

/**
 * What a page route's loader hands its page: the results the page renders with and, on the
 * server, why its slot shows the fallback instead. The same object is the route's hydration data.
 */
export interface PageSlotData {
  pageData: PageDataSnapshot;
  /** The server could not render the page's remote: the slot shows the fallback until the browser tries. */
  failed?: boolean;
  /** Of failed slots, one left to the browser on purpose (a previewed remote): it shows the page's outline. */
  deferred?: boolean;
  /** The address names no page (an unknown route or slug): the not-found page, with status 404. */
  notFound?: boolean;
  /** What the page's loader stated of the document's head (a post's title and picture); absent: the route's. */
  head?: Partial<PageHead>;
  /** The path of the site the page's loader sent the address to: the route answers with a redirect. */
  redirect?: string;
}

/** Where the route table's loaders get a page's module and data: one source on the server, one in the browser. */
export interface PageSlots {
  load(route: RemoteRoute, args: LoaderFunctionArgs): Promise<PageSlotData>;
  /** Hands a form posted to the route to its page's action; null when the page has none (or did not load). */
  act(route: RemoteRoute, args: ActionFunctionArgs): Promise<PageActionResult | null>;
}

/**
 * A route's answer to a form posted to it: the page's own (`page`), or, for a page whose form needs
 * its code, that it came before the page was ready (`postedEarly`): nothing was sent.
 */
export type PageActionData = { page: unknown } | { postedEarly: true };

/** What of a page's data load its route's loader hands on (see `PageSlotData`). */
export function slotOfLoad({ pageData, head, notFound, redirect }: PageDataLoad): PageSlotData {
  return { pageData, ...(head ? { head } : {}), ...(notFound ? { notFound } : {}), ...(redirect ? { redirect } : {}) };
}

/** Runs the page module's action on the posted form, if the page has one. */
export async function actOnPage(
  module: RemotePageModule | null,
  args: ActionFunctionArgs,
  language: Language,
  config: SiteConfig,
): Promise<PageActionResult | null> {
  if (!module?.action) return null;
  const form = await args.request.formData();
  return module.action({ ...pageLoadRequest(args, language, config), form, signal: args.request.signal });
}

export interface PageDataLoad {
  pageData: PageDataSnapshot;
  /** Whether every call the page's loader made settled within the budget. */
  complete: boolean;
  /** The head the loader stated, and whether it found that the address names nothing. */
  head?: Partial<PageHead>;
  notFound?: boolean;
  /** Where the loader sent the address instead (see `PageLoadResult.redirect`). */
  redirect?: string;
}

/**
 * Runs the page module's loader for one view, for at most `budgetMs`: what has not arrived by then
 * is left to the page's own hooks. A module without a loader renders without data.
 */
export async function loadPageData(
  module: RemotePageModule,
  request: Omit<PageLoadRequest, 'signal'>,
  budgetMs: number,
  navigation?: AbortSignal,
): Promise<PageDataLoad> {
  if (!module.load) return { pageData: {}, complete: true };
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), budgetMs);
  const leave = () => stop.abort();
  navigation?.addEventListener('abort', leave, { once: true });
  try {
    const { data, complete, head, redirect } = await module.load({ ...request, signal: stop.signal });
    const stated = redirect ? { redirect } : head === 'not-found' ? { notFound: true } : head ? { head } : {};
    return { pageData: data, complete: complete && !stop.signal.aborted, ...stated };
  } finally {
    clearTimeout(timer);
    navigation?.removeEventListener('abort', leave);
  }
}

/** The loader request of a route's page: its address, params, language and composition. */
export function pageLoadRequest(args: LoaderFunctionArgs | ActionFunctionArgs, language: Language, config: SiteConfig): Omit<PageLoadRequest, 'signal'> {
  const address = new URL(args.request.url);
  return { url: `${address.pathname}${address.search}`, params: args.params, language, config };
}

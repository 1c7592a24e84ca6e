import { isApiError, type SiteApi } from '@echowatch/api-client';
import type { PageDataSnapshot, PageHeadData, PageLoadRequest, PageLoadResult, PageRedirect } from '@echowatch/contracts';
import { siteApiFor } from './site-api-for';

/** One call a page renders from: `key` names its result for the page's data hook. */
export interface PageDataCall<T> {
  key: string;
  load: () => Promise<T>;
}

export interface PageLoadContext extends PageLoadRequest {
  api: SiteApi;
  /**
   * Makes a call and keeps its result for the page under the call's key. It resolves with the
   * value (a later call may depend on it) or rejects as the call did.
   */
  take<T>(call: PageDataCall<T>): Promise<T>;
}

const whenAborted = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) resolve();
    else signal.addEventListener('abort', () => resolve(), { once: true });
  });

/**
 * A page module's `load`: runs `loadPage`, which takes the calls the page's hooks will read, and
 * resolves with their results once it finishes or the shell stops waiting, whichever is first.
 * Only answers the browser would get again are kept: data, or a refusal the API stated with a
 * code. A call that failed otherwise, or settled too late, is left out, so the page's hook makes
 * it again (in the browser, with its retries).
 */
export function pageLoader(
  loadPage: (context: PageLoadContext) => Promise<PageHeadData | PageRedirect | void>,
): (request: PageLoadRequest) => Promise<PageLoadResult> {
  return async (request) => {
    const snapshot: PageDataSnapshot = {};
    let complete = true;
    const keep = (key: string, entry: PageDataSnapshot[string]) => {
      if (!request.signal.aborted) snapshot[key] = entry;
    };
    const take = async <T>({ key, load }: PageDataCall<T>): Promise<T> => {
      try {
        const value = await load();
        keep(key, { ok: true, value });
        return value;
      } catch (error) {
        if (isApiError(error)) keep(key, { ok: false, code: error.code, message: error.message });
        else complete = false;
        throw error;
      }
    };
    let finished = false;
    let stated: PageHeadData | PageRedirect | undefined;
    const loading = loadPage({ ...request, api: siteApiFor(request.config), take }).then(
      (statement) => {
        if (statement && !request.signal.aborted) stated = statement;
        finished = true;
      },
      // A refusal the page did not catch ends its loader as planned (the page shows it); anything else is a fault.
      (error: unknown) => (finished = isApiError(error)),
    );
    await Promise.race([loading, whenAborted(request.signal)]);
    const result: PageLoadResult = { data: { ...snapshot }, complete: complete && finished };
    if (typeof stated === 'object' && 'redirect' in stated) result.redirect = stated.redirect;
    else if (stated) result.head = stated;
    return result;
  };
}

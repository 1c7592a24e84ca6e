import { createSiteApi, createSiteApiClients, type SiteApi } from '@echowatch/api-client';
import type { SiteConfig } from '@echowatch/contracts';

// On the server a page's calls must answer within the render budget, and a failed call is the
// browser's to repeat: no 30 s timeout and no retries on a runtime every visitor shares.
const SERVER_CALLS = { timeoutMs: 800, retries: 0 } as const;

/** The typed site and account calls for a composition's hosts, with the limits of where they run. */
export function siteApiFor(config: SiteConfig): SiteApi {
  return createSiteApi(createSiteApiClients(config.hosts, typeof window === 'undefined' ? SERVER_CALLS : {}));
}

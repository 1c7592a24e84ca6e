import { accountLinkCalls } from './calls/account-link-calls';
import { openApiCalls } from './calls/open-api-calls';
import { authCalls } from './calls/auth-calls';
import { blogCalls } from './calls/blog-calls';
import { referenceDataCalls } from './calls/reference-data-calls';
import { reportContactCalls } from './calls/report-contact-calls';
import type { SiteApiClients } from './site-api-clients';

/**
 * Typed functions for every call the site makes, grouped by concern in calls/; pages reach them through
 * useSiteApi() and never call axios.
 */
export function createSiteApi(clients: SiteApiClients) {
  return {
    ...referenceDataCalls(clients),
    ...blogCalls(clients),
    ...accountLinkCalls(clients),
    ...openApiCalls(clients),
    ...authCalls(clients),
    ...reportContactCalls(clients),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;

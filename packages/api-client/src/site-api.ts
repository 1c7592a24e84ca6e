import { accountLinkCalls } from './calls/account-link-calls';
import { referenceDataCalls } from './calls/reference-data-calls';
import type { SiteApiClients } from './site-api-clients';

/**
 * Typed functions for every call of the spec, grouped by concern in calls/; pages reach them through
 * useSiteApi() and never call axios.
 */
export function createSiteApi(clients: SiteApiClients) {
  return {
    ...referenceDataCalls(clients),
    ...accountLinkCalls(clients),
  };
}

export type SiteApi = ReturnType<typeof createSiteApi>;

import type { Industry, SiteApi } from '@echowatch/api-client';
import { usePageData, useSiteApi, type PageDataCall } from '@echowatch/remote-kit';

export type IndustryLookup =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; industry: Industry }
  | { status: 'unavailable' };

/** The industry list: what the page's loader takes and its hook reads. */
export const industriesCall = (api: SiteApi): PageDataCall<Industry[]> => ({ key: 'industries', load: api.getIndustries });

/**
 * Looks an industry up in the industry list. A failed call or an unknown id both end as
 * "unavailable": the page then simply goes without the industry name.
 */
export function useIndustry(industryId: number | null): IndustryLookup {
  const api = useSiteApi();
  const call = industriesCall(api);
  const industries = usePageData(industryId === null ? null : call.key, call.load);
  if (industryId === null) return { status: 'none' };
  if (industries.status === 'loading') return { status: 'loading' };
  const industry = industries.status === 'ready' ? industries.value.find((item) => item.id === industryId) : undefined;
  return industry ? { status: 'found', industry } : { status: 'unavailable' };
}

import type { Industry } from '@echowatch/api-client';
import { usePageData, useSiteApi } from '@echowatch/remote-kit';

export type IndustryLookup =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; industry: Industry }
  | { status: 'unavailable' };

/**
 * Looks an industry up in the industry list. A failed call or an unknown id both end as
 * "unavailable": the page then simply goes without the industry name.
 */
export function useIndustry(industryId: number | null): IndustryLookup {
  const api = useSiteApi();
  const industries = usePageData(industryId === null ? null : 'industries', api.getIndustries);
  if (industryId === null) return { status: 'none' };
  if (industries.status === 'loading') return { status: 'loading' };
  const industry = industries.status === 'ready' ? industries.value.find((item) => item.id === industryId) : undefined;
  return industry ? { status: 'found', industry } : { status: 'unavailable' };
}

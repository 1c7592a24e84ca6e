import { useEffect, useState } from 'react';
import type { Industry } from '@echowatch/api-client';
import { useSiteApi } from '@echowatch/remote-kit';

export type IndustryLookup =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'found'; industry: Industry }
  | { status: 'unavailable' };

interface Settled {
  forId: number;
  industry: Industry | undefined;
}

/**
 * Looks an industry up in the industry list. A failed call or an unknown id both end as
 * "unavailable": the page then simply goes without the industry name.
 */
export function useIndustry(industryId: number | null): IndustryLookup {
  const api = useSiteApi();
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (industryId === null) return;
    let active = true;
    api
      .getIndustries()
      .then((industries) => {
        if (active) setSettled({ forId: industryId, industry: industries.find((item) => item.id === industryId) });
      })
      .catch(() => {
        if (active) setSettled({ forId: industryId, industry: undefined });
      });
    return () => {
      active = false;
    };
  }, [api, industryId]);

  if (industryId === null) return { status: 'none' };
  if (settled?.forId !== industryId) return { status: 'loading' };
  return settled.industry ? { status: 'found', industry: settled.industry } : { status: 'unavailable' };
}

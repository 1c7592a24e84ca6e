import { useCallback } from 'react';
import { useLocation, useSearchParams } from '@echowatch/routing';
import { audienceFromTabParam, TAB_QUERY_PARAM, type Audience } from './audiences';

/**
 * The selected audience lives in `?tab=` so a shared or reloaded link opens the same tab; the
 * third value is each audience's address (the rest of the query kept), which the tabs link to.
 */
export function useAudienceTab(): [Audience, (next: Audience) => void, (next: Audience) => string] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const audience = audienceFromTabParam(params.get(TAB_QUERY_PARAM));
  const select = useCallback(
    (next: Audience) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(TAB_QUERY_PARAM, next.tabParam);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  const hrefOf = (next: Audience) => {
    const query = new URLSearchParams(params);
    query.set(TAB_QUERY_PARAM, next.tabParam);
    return `${pathname}?${query.toString()}`;
  };
  return [audience, select, hrefOf];
}

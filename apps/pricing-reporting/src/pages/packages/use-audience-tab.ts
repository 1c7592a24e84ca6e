import { useCallback } from 'react';
import { useSearchParams } from '@echowatch/routing';
import { audienceFromTabParam, TAB_QUERY_PARAM, type Audience } from './audiences';

/** The selected audience lives in `?tab=` so a shared or reloaded link opens the same tab. */
export function useAudienceTab(): [Audience, (next: Audience) => void] {
  const [params, setParams] = useSearchParams();
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
  return [audience, select];
}

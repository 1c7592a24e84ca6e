import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router';
import { LANGUAGE_PARAM } from './keep-language';

interface ViewState {
  viewKey?: string;
}

const viewKeyOf = (location: Location): string => (location.state as ViewState | null)?.viewKey ?? location.key;

/**
 * The key of the navigation that brought the page in view. Unlike `location.key` it stays the same
 * when only the address's language is rewritten, so a language switch is not taken for a new visit
 * (the server-rendered first page stays `'default'`).
 */
export function useViewKey(): string {
  return viewKeyOf(useLocation());
}

/**
 * Rewrites `?lng=` of the address in view (replacing the history entry, the rest of the address
 * unchanged): what a reload or a shared link of this address opens in.
 */
export function useSetAddressLanguage(): (language: string) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (language: string) => {
      const search = new URLSearchParams(location.search);
      if (search.get(LANGUAGE_PARAM) === language) return;
      search.set(LANGUAGE_PARAM, language);
      const state = typeof location.state === 'object' && location.state !== null ? location.state : {};
      void navigate(
        { pathname: location.pathname, search: `?${search.toString()}`, hash: location.hash },
        { replace: true, preventScrollReset: true, state: { ...state, viewKey: viewKeyOf(location) } },
      );
    },
    [location, navigate],
  );
}

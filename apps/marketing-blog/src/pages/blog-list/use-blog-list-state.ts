import { useCallback } from 'react';
import { useNavigate, useParams, useSearchParams, type NavigateOptions } from '@echowatch/routing';
import { listHref, readListState, type BlogListSetup, type BlogListState } from './blog-list-state';

/** The list state read from the URL, and a way to move to another state (a new history entry). */
export function useBlogListState(setup: BlogListSetup) {
  const params = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const state = readListState(params['*'], search, setup);
  const go = useCallback(
    (next: BlogListState, options?: NavigateOptions) => navigate(listHref(setup, next), options),
    [navigate, setup],
  );
  return { state, go };
}

import type { BlogListQuery } from '@echowatch/api-client';
import { usePageData, useSiteApi } from '@echowatch/remote-kit';
import { toListing, type BlogListing } from './listed-post';

export type BlogPostsLoad =
  | { status: 'loading' }
  | { status: 'ready'; key: string; result: BlogListing }
  | { status: 'failed'; retry: () => void };

/**
 * Loads a page of posts, as its cards show them; null loads nothing. A failed call is told as a
 * failure the reader can retry, never as an empty list. `key` names the query a ready result
 * belongs to.
 */
export function useBlogPosts(query: BlogListQuery | null): BlogPostsLoad {
  const api = useSiteApi();
  const key = query ? JSON.stringify(query) : null;
  const load = usePageData(key === null ? null : `blogs:${key}`, () =>
    api.getBlogs(query!).then(toListing, (error: unknown) => {
      console.error('The blog list could not be loaded', error);
      throw error;
    }),
  );
  if (key === null || load.status === 'loading') return { status: 'loading' };
  if (load.status === 'failed') return { status: 'failed', retry: load.retry };
  return { status: 'ready', key, result: load.value };
}

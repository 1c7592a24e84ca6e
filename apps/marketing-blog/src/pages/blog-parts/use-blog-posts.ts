import type { BlogListQuery, SiteApi } from '@echowatch/api-client';
import { usePageData, useSiteApi, type PageDataCall } from '@echowatch/remote-kit';
import { toListing, type BlogListing } from './listed-post';

export type BlogPostsLoad =
  | { status: 'loading' }
  | { status: 'ready'; key: string; result: BlogListing }
  | { status: 'failed'; retry: () => void };

/** The call for a page of posts, as its cards show them: what a page's loader takes and its hook reads. */
export function blogPostsCall(api: SiteApi, query: BlogListQuery): PageDataCall<BlogListing> {
  return {
    key: `blogs:${JSON.stringify(query)}`,
    load: () =>
      api.getBlogs(query).then(toListing, (error: unknown) => {
        console.error('The blog list could not be loaded', error);
        throw error;
      }),
  };
}

/**
 * Reads a page of posts, as its cards show them; null loads nothing. A failed call is told as a
 * failure the reader can retry, never as an empty list. `key` names the query a ready result
 * belongs to.
 */
export function useBlogPosts(query: BlogListQuery | null): BlogPostsLoad {
  const api = useSiteApi();
  const call = query ? blogPostsCall(api, query) : null;
  const load = usePageData(call?.key ?? null, () => call!.load());
  if (call === null || load.status === 'loading') return { status: 'loading' };
  if (load.status === 'failed') return { status: 'failed', retry: load.retry };
  return { status: 'ready', key: call.key, result: load.value };
}

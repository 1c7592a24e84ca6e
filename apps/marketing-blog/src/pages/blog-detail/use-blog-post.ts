import { BLOG_NOT_FOUND, isApiError, type BlogPost } from '@echowatch/api-client';
import { usePageData, useSiteApi } from '@echowatch/remote-kit';

export type BlogPostLoad =
  | { status: 'loading' }
  | { status: 'found'; post: BlogPost }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * Loads a post by slug. The service saying it does not know the post means missing; any other
 * failure (no answer, a server error) is told as one, with a retry (`attempt` changes to retry).
 */
export function useBlogPost(slug: string, attempt: number): BlogPostLoad {
  const api = useSiteApi();
  // The first attempt is the one the server may have rendered; a retry is always a new call.
  const key = attempt === 0 ? `blog:${slug}` : `blog:${slug}#${attempt}`;
  const load = usePageData(key, () =>
    api.getBlogDetail(slug).catch((error: unknown) => {
      if (!isApiError(error) || error.code !== BLOG_NOT_FOUND) console.error('The blog post could not be loaded', error);
      throw error;
    }),
  );
  if (load.status === 'loading') return { status: 'loading' };
  if (load.status === 'ready') return { status: 'found', post: load.value };
  return isApiError(load.error) && load.error.code === BLOG_NOT_FOUND ? { status: 'missing' } : { status: 'failed' };
}

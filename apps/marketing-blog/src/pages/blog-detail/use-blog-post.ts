import { isApiError, type BlogPost } from '@echowatch/api-client';
import { usePageData, useSiteApi } from '@echowatch/remote-kit';

export type BlogPostLoad =
  | { status: 'loading' }
  | { status: 'found'; post: BlogPost }
  | { status: 'missing' }
  | { status: 'failed' };

/**
 * Loads a post by slug. The service refusing it (unknown or unpublished) means missing; a call that
 * never got an answer is a failure the reader can retry (`attempt` changes to retry).
 */
export function useBlogPost(slug: string, attempt: number): BlogPostLoad {
  const api = useSiteApi();
  // The first attempt is the one the server may have rendered; a retry is always a new call.
  const key = attempt === 0 ? `blog:${slug}` : `blog:${slug}#${attempt}`;
  const load = usePageData(key, () =>
    api.getBlogDetail(slug).catch((error: unknown) => {
      if (!isApiError(error)) console.error('The blog post could not be loaded', error);
      throw error;
    }),
  );
  if (load.status === 'loading') return { status: 'loading' };
  if (load.status === 'ready') return { status: 'found', post: load.value };
  return isApiError(load.error) ? { status: 'missing' } : { status: 'failed' };
}

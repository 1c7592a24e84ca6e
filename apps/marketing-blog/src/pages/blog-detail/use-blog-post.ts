import { BLOG_NOT_FOUND, isApiError, type BlogPost, type SiteApi } from '@echowatch/api-client';
import { plainExcerpt, usePageData, useSiteApi, type PageDataCall } from '@echowatch/remote-kit';
import { sentAs } from '@echowatch/remote-kit/static-part';

/** A post as the page shows it: its body sanitised once, where it was loaded. */
export interface ShownPost {
  /** The post; its `content` is empty in a page the server rendered (the body carries it). */
  post: BlogPost;
  /** The head's description: the body's opening words. */
  description: string;
  /**
   * The sanitised body; null in the browser on a page the server rendered, which keeps the body as
   * the server sent it (a static part) and so needs it neither in the page state nor sanitised again.
   */
  body: string | null;
}

export type BlogPostLoad =
  | { status: 'loading' }
  | ({ status: 'found' } & ShownPost)
  | { status: 'missing' }
  | { status: 'failed' };

async function toShownPost(post: BlogPost): Promise<ShownPost> {
  // The sanitiser (and its library) is a chunk of its own in the browser: a visit that starts on a
  // post has its body sanitised by the server and never downloads it.
  const { sanitizeBlogHtml } = await import('./sanitize-blog-html');
  const shown: ShownPost = { post, description: plainExcerpt(post.content, 160), body: sanitizeBlogHtml(post.content) };
  return sentAs(shown, (full) => ({
    post: { ...full.post, content: '' },
    description: full.description,
    body: null,
  }));
}

/** The call for a post by slug, as the page shows it: what the page's loader takes and its hook reads. */
export function blogPostCall(api: SiteApi, slug: string): PageDataCall<ShownPost> {
  return {
    key: `blog:${slug}`,
    load: () =>
      api.getBlogDetail(slug).then(toShownPost, (error: unknown) => {
        if (!isApiError(error) || error.code !== BLOG_NOT_FOUND) console.error('The blog post could not be loaded', error);
        throw error;
      }),
  };
}

/**
 * Reads a post by slug. The service saying it does not know the post means missing; any other
 * failure (no answer, a server error) is told as one, with a retry (`attempt` changes to retry).
 */
export function useBlogPost(slug: string, attempt: number): BlogPostLoad {
  const api = useSiteApi();
  // The first attempt is the one the server may have rendered; a retry is always a new call.
  const call = blogPostCall(api, slug);
  const load = usePageData(attempt === 0 ? call.key : `${call.key}#${attempt}`, call.load);
  if (load.status === 'loading') return { status: 'loading' };
  if (load.status === 'ready') return { status: 'found', ...load.value };
  return isApiError(load.error) && load.error.code === BLOG_NOT_FOUND ? { status: 'missing' } : { status: 'failed' };
}

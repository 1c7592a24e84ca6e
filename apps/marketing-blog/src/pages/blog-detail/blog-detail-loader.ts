import { BLOG_NOT_FOUND, isApiError } from '@echowatch/api-client';
import { pageLoader } from '@echowatch/remote-kit';
import { blogPostsCall } from '../blog-parts/use-blog-posts';
import { postHead } from './post-head';
import { blogPostCall } from './use-blog-post';
import { relatedQuery } from './related-posts';

/**
 * A post renders with its related posts, which depend on what kind of post it is; the post names
 * the page's head. A post the blog service does not know is no page.
 */
export const loadBlogDetailPage = pageLoader(async ({ api, config, params, take }) => {
  const shown = await take(blogPostCall(api, params.slug ?? '')).catch((error: unknown) => {
    if (isApiError(error) && error.code === BLOG_NOT_FOUND) return null;
    throw error;
  });
  if (!shown) return 'not-found';
  // The related posts are the page's to retry: their failure leaves the head standing.
  await take(blogPostsCall(api, relatedQuery(shown.post))).catch(() => undefined);
  return postHead(shown, config.brand.siteUrl);
});

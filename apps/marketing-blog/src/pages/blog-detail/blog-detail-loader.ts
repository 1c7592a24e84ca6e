import { BLOG_NOT_FOUND, isApiError } from '@echowatch/api-client';
import { pageLoader } from '@echowatch/remote-kit';
import { blogPostsCall } from '../blog-parts/use-blog-posts';
import { postHead } from './post-head';
import { postPath, translationAsked } from './post-translation';
import { blogPostCall } from './use-blog-post';
import { relatedQuery } from './related-posts';

/**
 * A post renders with its related posts, which depend on what kind of post it is; the post names
 * the page's head. A post the blog service does not know is no page. An address that asks for the
 * post in another language (the language switch's link) is its translation's, where it has one
 * (docs/product-rules.md, R-BLOG-8).
 */
export const loadBlogDetailPage = pageLoader(async ({ api, config, params, take, url }) => {
  const shown = await take(blogPostCall(api, params.slug ?? '')).catch((error: unknown) => {
    if (isApiError(error) && error.code === BLOG_NOT_FOUND) return null;
    throw error;
  });
  if (!shown) return 'not-found';
  const translation = translationAsked(shown.post, url);
  if (translation) return { redirect: postPath(translation.slug) };
  // The related posts are the page's to retry: their failure leaves the head standing.
  await take(blogPostsCall(api, relatedQuery(shown.post))).catch(() => undefined);
  return postHead(shown, config.brand.siteUrl);
});

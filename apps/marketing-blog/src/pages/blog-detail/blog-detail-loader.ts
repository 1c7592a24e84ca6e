import { pageLoader } from '@echowatch/remote-kit';
import { blogPostsCall } from '../blog-parts/use-blog-posts';
import { blogPostCall } from './use-blog-post';
import { relatedQuery } from './related-posts';

/** A post renders with its related posts, which depend on what kind of post it is. */
export const loadBlogDetailPage = pageLoader(async ({ api, params, take }) => {
  const shown = await take(blogPostCall(api, params.slug ?? ''));
  await take(blogPostsCall(api, relatedQuery(shown.post)));
});

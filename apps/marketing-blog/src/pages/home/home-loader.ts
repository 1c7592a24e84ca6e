import { pageLoader } from '@echowatch/remote-kit';
import { blogPostsCall } from '../blog-parts/use-blog-posts';
import { latestPostsQuery } from './latest-posts-query';

/** The home page renders with its latest posts. */
export const loadHomePage = pageLoader(async ({ api, language, take }) => {
  await take(blogPostsCall(api, latestPostsQuery(language)));
});

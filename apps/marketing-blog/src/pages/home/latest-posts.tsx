import { ALL_BLOG_TYPE_IDS } from '@echowatch/api-client';
import { useTexts } from '../../i18n/texts';
import { BlogCardList } from '../blog-parts/blog-card';
import { LoadFailed } from '../blog-parts/load-failed';
import { useBlogPosts } from '../blog-parts/use-blog-posts';
import { LatestPostsPending } from './latest-posts-frame';

/** Three posts on the home page (docs/product-rules.md, R-HOME-2). */
export const HOME_POSTS = 3;

/**
 * The three newest posts in the visitor's language, inside their section (`LatestPostsFrame`). The
 * server collects them with the page's data, so a first visit renders them at once and the browser
 * asks for nothing; when the blog service failed there, the browser asks, and a failure it meets
 * says so with a retry.
 */
export function LatestPosts() {
  const { t, language } = useTexts();
  const load = useBlogPosts({ size: HOME_POSTS, page: 0, blogTypeIds: ALL_BLOG_TYPE_IDS, language });
  if (load.status === 'ready') return <BlogCardList posts={load.result.items.slice(0, HOME_POSTS)} />;
  if (load.status === 'failed') {
    return <LoadFailed message={t('home.latest.failed')} retryLabel={t('home.latest.retry')} onRetry={load.retry} />;
  }
  return <LatestPostsPending />;
}

import { HOME_POSTS, latestPostsQuery } from './latest-posts-query';
import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { BlogCardList } from '../blog-parts/blog-card';
import { LoadFailed } from '../blog-parts/load-failed';
import { useBlogPosts } from '../blog-parts/use-blog-posts';
import * as styles from './home-sections.module.css';


/** The id of the latest posts' heading, which names their section (home-page.tsx watches it). */
const LATEST_POSTS_TITLE_ID = 'home-latest-title';

/**
 * The three newest posts in the visitor's language. The page's loader fetches them before it
 * renders, so they show at once; when the blog service failed there, the browser asks, and a
 * failure it meets says so with a retry.
 */
export function LatestPosts() {
  const { t, language } = useTexts();
  const load = useBlogPosts(latestPostsQuery(language));
  return (
    <section className={styles.latest} aria-labelledby={LATEST_POSTS_TITLE_ID}>
      <div className={styles.inner}>
        <div className={styles.latestHeader}>
          <h2 id={LATEST_POSTS_TITLE_ID} className={styles.sectionTitle}>
            {t('home.latest.title')}
          </h2>
          <Link to="/discovery" className={styles.textLink}>
            {t('home.latest.all')}
          </Link>
        </div>
        {load.status === 'ready' && <BlogCardList posts={load.result.items.slice(0, HOME_POSTS)} />}
        {load.status === 'failed' && (
          <LoadFailed message={t('home.latest.failed')} retryLabel={t('home.latest.retry')} onRetry={load.retry} />
        )}
        {load.status === 'loading' && (
          <p role="status" className={styles.placeholder}>
            {t('home.latest.loading')}
          </p>
        )}
      </div>
    </section>
  );
}

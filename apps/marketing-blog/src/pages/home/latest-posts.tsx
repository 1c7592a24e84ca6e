import { useRef } from 'react';
import { Link } from '@echowatch/routing';
import { ALL_BLOG_TYPE_IDS } from '@echowatch/api-client';
import { useTexts } from '../../i18n/texts';
import { BlogCardList } from '../blog-parts/blog-card';
import { LoadFailed } from '../blog-parts/load-failed';
import { useBlogPosts } from '../blog-parts/use-blog-posts';
import { useNearViewport } from './use-near-viewport';
import * as styles from './home-sections.module.css';

/** Three posts on the home page (docs/product-rules.md, R-HOME-2). */
export const HOME_POSTS = 3;

/** The three newest posts in the visitor's language, asked for when the block nears the screen. */
export function LatestPosts() {
  const { t, language } = useTexts();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section);
  const load = useBlogPosts(
    near ? { size: HOME_POSTS, page: 0, blogTypeIds: ALL_BLOG_TYPE_IDS, language } : null,
  );
  return (
    <section ref={section} className={styles.latest} aria-labelledby="home-latest-title">
      <div className={styles.inner}>
        <div className={styles.latestHeader}>
          <h2 id="home-latest-title" className={styles.sectionTitle}>
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

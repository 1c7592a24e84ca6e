import type { ReactNode } from 'react';
import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import * as styles from './home-sections.module.css';

/** The id of the latest posts' heading, which names their section. */
export const LATEST_POSTS_TITLE_ID = 'home-latest-title';

/**
 * The latest posts' section: its heading and the way to every post, around what it shows. Part of
 * the page's own code; what it shows comes with the code of the posts (latest-posts.tsx).
 */
export function LatestPostsFrame({ children }: { children: ReactNode }) {
  const { t } = useTexts();
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
        {children}
      </div>
    </section>
  );
}

/** What the section says while its posts, or the code that shows them, are on their way. */
export function LatestPostsPending() {
  const { t } = useTexts();
  return (
    <p role="status" className={styles.placeholder}>
      {t('home.latest.loading')}
    </p>
  );
}

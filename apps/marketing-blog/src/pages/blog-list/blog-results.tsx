import { useTexts } from '../../i18n/texts';
import { BlogCardList } from '../blog-parts/blog-card';
import { LoadFailed } from '../blog-parts/load-failed';
import type { BlogPostsLoad } from '../blog-parts/use-blog-posts';
import { BlogPagination } from './blog-pagination';
import type { BlogListState } from './blog-list-state';
import * as styles from './blog-list.module.css';

interface BlogResultsProps {
  state: BlogListState;
  load: BlogPostsLoad;
  heading: string;
  hrefFor: (page: number) => string;
  showReport?: boolean;
}

/** The list area in its states: loading, failed (with a retry), empty and results (with the pager). */
export function BlogResults({ state, load, heading, hrefFor, showReport }: BlogResultsProps) {
  const { t } = useTexts();
  const items = load.status === 'ready' ? load.result.items : [];
  const total = load.status === 'ready' ? load.result.total : 0;
  let status = t('blog.list.loading');
  if (load.status === 'ready' && items.length > 0) status = t('blog.list.count', { count: total });
  else if (load.status === 'ready' && total === 0) {
    status = state.keyword ? t('blog.list.emptyKeyword', { keyword: state.keyword }) : t('blog.list.empty');
  }
  return (
    <section aria-labelledby="blog-results-title" aria-busy={load.status === 'loading'}>
      <h2 id="blog-results-title" className={styles.resultsTitle}>
        {state.keyword ? t('blog.list.resultsFor', { keyword: state.keyword }) : heading}
      </h2>
      {load.status === 'failed' ? (
        <LoadFailed message={t('blog.list.failed')} retryLabel={t('blog.list.retry')} onRetry={load.retry} />
      ) : (
        <p role="status" className={load.status === 'loading' ? styles.loading : styles.status}>
          {status}
        </p>
      )}
      {items.length > 0 && (
        <>
          <BlogCardList posts={items} showReport={showReport} priority />
          <BlogPagination page={state.page} total={total} hrefFor={hrefFor} />
        </>
      )}
    </section>
  );
}

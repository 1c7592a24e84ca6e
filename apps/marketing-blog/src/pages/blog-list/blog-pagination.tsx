import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { pageCount, visiblePages } from './blog-list-state';
import * as styles from './blog-list.module.css';

interface BlogPaginationProps {
  page: number;
  total: number;
  hrefFor: (page: number) => string;
}

/** Page links (real URLs, so a page can be shared and crawled); nothing for a single page. */
export function BlogPagination({ page, total, hrefFor }: BlogPaginationProps) {
  const { t } = useTexts();
  const count = pageCount(total);
  if (count <= 1) return null;
  return (
    <nav aria-label={t('blog.pagination.label')} className={styles.pagination}>
      <ul className={styles.pages}>
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} className={styles.pageLink} aria-label={t('blog.pagination.previous')}>
              ‹
            </Link>
          ) : (
            <span className={styles.pageDisabled} aria-hidden="true">
              ‹
            </span>
          )}
        </li>
        {visiblePages(page, count).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                to={hrefFor(slot)}
                className={styles.pageLink}
                aria-label={t('blog.pagination.page', { page: slot })}
                aria-current={slot === page ? 'page' : undefined}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link to={hrefFor(page + 1)} className={styles.pageLink} aria-label={t('blog.pagination.next')}>
              ›
            </Link>
          ) : (
            <span className={styles.pageDisabled} aria-hidden="true">
              ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}

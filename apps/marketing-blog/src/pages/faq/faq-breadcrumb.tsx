import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import * as styles from './faq-page.module.css';

export interface Crumb {
  label: string;
  to?: string;
}

/** Support > topic > question; the last crumb is the page itself. */
export function FaqBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTexts();
  const all: Crumb[] = [{ label: t('faq.support'), to: '/faqs' }, ...crumbs];
  return (
    <nav aria-label={t('faq.breadcrumb')} className={styles.breadcrumb}>
      <ol className={styles.crumbs}>
        {all.map((crumb, index) => {
          const last = index === all.length - 1;
          return (
            <li key={`${index}-${crumb.label}`} className={styles.crumb}>
              {last || !crumb.to ? (
                <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
              ) : (
                <Link to={crumb.to} className={styles.crumbLink}>
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

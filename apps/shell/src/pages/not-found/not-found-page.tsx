import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import { useMarkPageReady } from '../../rendering/page-ready';
import * as styles from './not-found-page.module.css';

export function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTexts();
  useMarkPageReady();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className={styles.message}>
        {message ?? t('notFound.message')}
      </h1>
      <Link to="/" className={styles.home}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}

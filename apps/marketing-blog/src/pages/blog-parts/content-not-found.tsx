import { Link } from '@echowatch/routing';
import { useTexts } from '../../i18n/texts';
import * as styles from './content-not-found.module.css';

/**
 * The shell's not-found screen, drawn inside a page: a remote cannot import the shell, yet content
 * that turns out missing (an unknown post, a slug) must look the same as an unknown route.
 */
export function ContentNotFound() {
  const { t } = useTexts();
  return (
    <section className={styles.notFound} aria-labelledby="content-not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="content-not-found-title" className={styles.message}>
        {t('common.notFound.message')}
      </h1>
      <Link to="/" className={styles.home}>
        {t('common.notFound.backHome')}
      </Link>
    </section>
  );
}

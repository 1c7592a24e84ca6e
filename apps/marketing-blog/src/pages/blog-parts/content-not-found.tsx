import { Link } from '@echowatch/routing';
import { ContentWidth, PageBanner } from '@echowatch/ui';
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
      <PageBanner
        titleId="content-not-found-title"
        eyebrow={<span aria-hidden="true">404</span>}
        title={t('common.notFound.message')}
      />
      <ContentWidth className={styles.next}>
        <Link to="/" className={styles.home}>
          {t('common.notFound.backHome')}
        </Link>
      </ContentWidth>
    </section>
  );
}

import { useLocation } from '@echowatch/routing';
import { useTexts } from '../i18n/texts';
import { useRenderedPages } from '../rendering/rendered-pages';
import * as styles from './preview-banner.module.css';

/**
 * Says, on every page of a preview, which remote versions this browser sees in place of the live
 * ones, with the way out: a full page load that forgets the preview on the server too.
 */
export function PreviewBanner() {
  const { t } = useTexts();
  const { preview } = useRenderedPages();
  const { pathname } = useLocation();
  const versions = Object.entries(preview ?? {}).map(([remote, version]) => `${remote} ${version}`);
  if (versions.length === 0) return null;
  return (
    <aside className={styles.banner} aria-label={t('preview.label')}>
      <p className={styles.text}>{t('preview.text', { versions: versions.join(', ') })}</p>
      <a className={styles.leave} href={`${pathname}?remote=live`}>
        {t('preview.leave')}
      </a>
    </aside>
  );
}

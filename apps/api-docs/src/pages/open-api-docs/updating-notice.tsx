import { useTexts } from '../../i18n/texts';
import * as styles from './docs-section-view.module.css';

/** What an item shows until its reference page is published. */
export function UpdatingNotice() {
  const { t } = useTexts();
  return <p className={styles.updating}>{t('updating')}</p>;
}

import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/resources';
import * as styles from './docs-section-view.module.css';

/** What an item shows until its reference page is published. */
export function UpdatingNotice() {
  const { t } = useTranslation(NAMESPACE);
  return <p className={styles.updating}>{t('updating')}</p>;
}

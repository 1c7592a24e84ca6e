import { useTexts } from '../i18n/texts';
import * as styles from './posted-early-notice.module.css';

/** Above a page whose form reached the server before the page's code: nothing was sent. */
export function PostedEarlyNotice() {
  const { t } = useTexts();
  return (
    <p role="alert" className={`ew-posted-form-notice ${styles.notice}`}>
      {t('postedEarly')}
    </p>
  );
}

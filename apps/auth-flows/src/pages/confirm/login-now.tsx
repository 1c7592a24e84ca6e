import { useId, useState } from 'react';
import { Link } from '@echowatch/routing';
import { useIsMobileLayout, useIsMobileUserAgent } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { AppDownloadPanel } from './app-download-panel';
import * as styles from './confirm-page.module.css';

/**
 * "LOG IN NOW": a link to the login page on a desktop; on a phone the site does not offer sign-in,
 * so the same button opens the app-download panel instead.
 */
export function LoginNow() {
  const { t } = useTexts();
  const mobileLayout = useIsMobileLayout();
  const mobileUserAgent = useIsMobileUserAgent();
  const [showApps, setShowApps] = useState(false);
  const panelId = useId();

  if (!mobileLayout && !mobileUserAgent) {
    return (
      <Link to="/login" className={styles.primaryAction}>
        {t('confirm.loginNow')}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className={styles.primaryAction}
        aria-expanded={showApps}
        aria-controls={panelId}
        onClick={() => setShowApps((shown) => !shown)}
      >
        {t('confirm.loginNow')}
      </button>
      <AppDownloadPanel id={panelId} hidden={!showApps} />
    </>
  );
}

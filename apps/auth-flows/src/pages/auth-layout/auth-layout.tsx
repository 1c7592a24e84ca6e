import type { ReactNode } from 'react';
import { useTexts } from '../../i18n/texts';
import { SupportPanel } from './support-panel';
import * as styles from './auth-layout.module.css';

/**
 * The frame every sign-in, registration and account-link page shares: the page's own content
 * (its section with the one h1) beside the support panel, which moves below it on mobile, both on
 * the soft band that opens every page that is not a landing page.
 */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  return (
    <div className={styles.band}>
      <div className={styles.layout}>
        <div className={styles.content}>
          {/* Every form here needs its code (checks, a captcha, the account service's client). */}
          <noscript>
            <p className={styles.needsScript}>{t('layout.needsScript')}</p>
          </noscript>
          {children}
        </div>
        <SupportPanel />
      </div>
    </div>
  );
}

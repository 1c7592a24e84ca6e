import type { ReactNode } from 'react';
import { useSearchParams } from '@echowatch/routing';
import { useTexts } from '../i18n/texts';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useAddressFollowsLanguage } from './use-address-language';
import * as styles from './site-layout.module.css';

/**
 * Header, main landmark and footer; the mobile app opens pages with ?from=app and gets only the page.
 * `busy`: the next page's code or data is on its way (the page in view stays until it has come).
 */
export function SiteLayout({ children, busy = false }: { children: ReactNode; busy?: boolean }) {
  const { t } = useTexts();
  const [params] = useSearchParams();
  const embedded = params.get('from') === 'app';
  useAddressFollowsLanguage();
  return (
    <div className={embedded ? `${styles.layout} ${styles.embedded}` : styles.layout}>
      {!embedded && (
        <a href="#main-content" className={styles.skipLink}>
          {t('skipToContent')}
        </a>
      )}
      {!embedded && <SiteHeader />}
      <main id="main-content" tabIndex={-1} className={styles.main} aria-busy={busy || undefined}>
        {children}
      </main>
      {!embedded && <SiteFooter />}
    </div>
  );
}

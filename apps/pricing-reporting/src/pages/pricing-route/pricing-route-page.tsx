import { Suspense, useState } from 'react';
import { useLocation } from '@echowatch/routing';
import { useTranslation } from '@echowatch/translation';
import { NAMESPACE } from '../../i18n/resources';
import { PackagesPage } from '../packages/packages-page';
import { retryableLazy } from './retryable-lazy';
import * as styles from './pricing-route-page.module.css';

// Its own chunk, with its text, form library and rules: a visit to /packages never downloads them.
const reportingServicePage = retryableLazy(() =>
  import('../reporting-service/reporting-service-page').then((module) => module.ReportingServicePage),
);

/** The spec serves /packages and /reporting-service through one wrapper that picks by path. */
export function isReportingServicePath(pathname: string): boolean {
  return /\/reporting-service\/?$/.test(pathname);
}

/** While the report-service part is on its way the page area says so, never stays blank. */
function ReportServiceLoading() {
  const { t } = useTranslation(NAMESPACE, { keyPrefix: 'packages' });
  return (
    <p className={styles.loading} role="status">
      {t('reportServiceLoading')}
    </p>
  );
}

function ReportingService() {
  // Kept while mounted: a failed load goes on to the shell's fallback, whose retry mounts this again.
  const [ReportingServicePage] = useState(reportingServicePage.next);
  return (
    <Suspense fallback={<ReportServiceLoading />}>
      <ReportingServicePage />
    </Suspense>
  );
}

export function PricingRoutePage() {
  const { pathname } = useLocation();
  return isReportingServicePath(pathname) ? <ReportingService /> : <PackagesPage />;
}

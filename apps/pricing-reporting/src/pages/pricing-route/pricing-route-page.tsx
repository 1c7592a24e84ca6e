import { lazy, Suspense } from 'react';
import { useLocation } from '@echowatch/routing';
import { PackagesPage } from '../packages/packages-page';

// Its own chunk, with its text, form library and rules: a visit to /packages never downloads them.
const ReportingServicePage = lazy(() =>
  import('../reporting-service/reporting-service-page').then((module) => ({ default: module.ReportingServicePage })),
);

/** The spec serves /packages and /reporting-service through one wrapper that picks by path. */
export function isReportingServicePath(pathname: string): boolean {
  return /\/reporting-service\/?$/.test(pathname);
}

export function PricingRoutePage() {
  const { pathname } = useLocation();
  return isReportingServicePath(pathname) ? (
    <Suspense fallback={null}>
      <ReportingServicePage />
    </Suspense>
  ) : (
    <PackagesPage />
  );
}

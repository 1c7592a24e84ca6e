import { useLocation } from 'react-router-dom';
import { PackagesPage } from '../packages/packages-page';
import { ReportingServicePage } from '../reporting-service/reporting-service-page';

/** The spec serves /packages and /reporting-service through one wrapper that picks by path. */
export function isReportingServicePath(pathname: string): boolean {
  return /\/reporting-service\/?$/.test(pathname);
}

export function PricingRoutePage({ routeTitle }: { routeTitle: string }) {
  const { pathname } = useLocation();
  return isReportingServicePath(pathname) ? <ReportingServicePage routeTitle={routeTitle} /> : <PackagesPage />;
}

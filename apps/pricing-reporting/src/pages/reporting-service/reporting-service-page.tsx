import { BeingBuiltNotice } from '@echowatch/remote-kit';

/** The report-service page (/reporting-service); a notice stands in until the page itself is built. */
export function ReportingServicePage({ routeTitle }: { routeTitle: string }) {
  return <BeingBuiltNotice routeTitle={routeTitle} />;
}

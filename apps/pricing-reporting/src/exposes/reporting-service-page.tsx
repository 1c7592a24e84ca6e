import { definePage } from '@echowatch/remote-kit';
import { ReportingServicePage } from '../pages/reporting-service/reporting-service-page';

// The page registers its own text when it loads: it needs none of the pricing page's.
export const { Page, prepare } = definePage(ReportingServicePage, []);

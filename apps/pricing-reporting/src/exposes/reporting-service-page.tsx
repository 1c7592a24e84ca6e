import { definePage } from '@echowatch/remote-kit';
import { reportingServiceTexts } from '../i18n/texts';
import { ReportingServicePage } from '../pages/reporting-service/reporting-service-page';

// The page needs none of the pricing page's texts.
export const { Page, prepare, release, textChunks } = definePage(ReportingServicePage, [reportingServiceTexts]);

import type { PageActionRequest } from '@echowatch/contracts';
import { definePage } from '@echowatch/remote-kit';
import { reportingServiceTexts } from '../i18n/texts';
import { ReportingServicePage } from '../pages/reporting-service/reporting-service-page';
import { loadReportingServicePage } from '../pages/reporting-service/reporting-service-loader';

// The page needs none of the pricing page's texts.
export const { Page, prepare, release, textChunks } = definePage(ReportingServicePage, [reportingServiceTexts]);

export const load = loadReportingServicePage;

// The form posted without JavaScript is answered on the server; its checks and the form library
// stay out of what the browser downloads for the page.
export const action = async (request: PageActionRequest) => (await import('../pages/reporting-service/contact-form-action')).answerContactForm(request);

import type { ReportContactRequest } from '@echowatch/contracts';
import { callApi } from '../http-client';
import type { SiteApiClients } from '../site-api-clients';

/** The report-service contact form's request to the sales team. */
export function reportContactCalls({ api }: SiteApiClients) {
  return {
    /** Resolves on code 0; any other code is an ApiError, a failed transport a TransportError. */
    async sendReportContact(request: ReportContactRequest): Promise<void> {
      await callApi<unknown>(api, { method: 'POST', url: '/report-contact/send', data: request });
    },
  };
}

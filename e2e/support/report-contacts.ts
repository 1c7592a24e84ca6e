import type { Page } from '@playwright/test';
import type { ReportContactRequest } from '@echowatch/contracts';
import { SANDBOX_URL } from './local-sites';

export interface StoredReportContact extends ReportContactRequest {
  id: string;
  created_at: string;
}

/** The report-service requests the sandbox accepted, newest first; optionally only those from one e-mail. */
export async function readReportContacts(page: Page, email?: string): Promise<StoredReportContact[]> {
  const response = await page.request.get(`${SANDBOX_URL}/__sandbox/report-contacts`);
  const { data } = (await response.json()) as { data: StoredReportContact[] };
  return email ? data.filter((request) => request.email === email) : data;
}

export function uniqueContactEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@e2e.echowatch.vn`;
}

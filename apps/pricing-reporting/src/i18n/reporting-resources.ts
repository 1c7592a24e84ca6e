import type { NamespaceResources } from '@echowatch/remote-kit';
import { reportingFormEn } from './reporting-form-en';
import { reportingFormVi } from './reporting-form-vi';
import { reportingPageEn } from './reporting-page-en';
import { reportingPageVi } from './reporting-page-vi';

/**
 * The report-service page's text, kept out of `resources` so each page's expose carries its own text
 * only: the page adds it to the remote's namespace when its code loads.
 */
export const reportingResources: NamespaceResources = {
  vi: { reporting: { ...reportingPageVi, form: reportingFormVi } },
  en: { reporting: { ...reportingPageEn, form: reportingFormEn } },
};

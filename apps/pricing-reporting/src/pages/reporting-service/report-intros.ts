import type { ReportTypeId } from '@echowatch/contracts';

export interface ReportIntro {
  /** Key of the intro's text under reporting.intro.sections. */
  key: 'brandHealth' | 'industry' | 'campaign' | 'mediaCase';
  /** The report type its contact button ticks in the form. */
  reportType: ReportTypeId;
}

/**
 * The four report introductions, in page order (docs/product-rules.md, R-REPORT-1); what each report
 * contains is listed in its texts.
 */
export const REPORT_INTROS: readonly ReportIntro[] = [
  { key: 'brandHealth', reportType: 1 },
  { key: 'industry', reportType: 2 },
  { key: 'campaign', reportType: 3 },
  { key: 'mediaCase', reportType: 4 },
];

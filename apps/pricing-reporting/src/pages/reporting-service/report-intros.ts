import type { ReportTypeId } from '@echowatch/contracts';

export interface ReportIntro {
  /** Key of the intro's text under reporting.intro.sections. */
  key: 'brandHealth' | 'industry' | 'campaign' | 'mediaCase';
  /** The report type its contact button ticks in the form. */
  reportType: ReportTypeId;
  deliverables: readonly string[];
}

/** The four report introductions, in page order (docs/product-rules.md, R-REPORT-1). */
export const REPORT_INTROS: readonly ReportIntro[] = [
  { key: 'brandHealth', reportType: 1, deliverables: ['volume', 'drivers', 'share', 'actions'] },
  { key: 'industry', reportType: 2, deliverables: ['ranking', 'concerns', 'trends', 'competitors'] },
  { key: 'campaign', reportType: 3, deliverables: ['reach', 'messages', 'influencers', 'benchmark'] },
  { key: 'mediaCase', reportType: 4, deliverables: ['timeline', 'spread', 'opinion', 'response'] },
];

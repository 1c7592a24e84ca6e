/** The site server's collector of the browser's web vitals (counted in its metrics, never logged). */
export const WEB_VITALS_ROUTE = '/reports/web-vitals';

/** What web-vitals measures of a page view: milliseconds, but CLS, which has no unit. */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The release cohorts a view may be served to; anything else a browser claims is counted as `other`. */
export const COHORTS = ['live', 'canary'] as const;
export type Cohort = (typeof COHORTS)[number];

/** One page view's vitals as the collector receives them: a few labels and a number per metric measured. */
export interface VitalsReport {
  /** The route table's pattern of the view (`/blog-detail/:slug`), never its address. */
  route: string;
  remote: string;
  /** The remote's version as the composition names it (the folder of its manifest). */
  version: string;
  cohort: string;
  /** A metric is missing when the view never had it (no interaction: no INP). */
  vitals: Partial<Record<VitalName, number>>;
}

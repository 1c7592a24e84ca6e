import { type CanaryFigures, type CohortFigures, describeCohort, failureRatio, failuresOf } from './canary-figures';

/** When a canary is a clear regression, and when it has been watched long enough to go on. */
export interface CanaryThresholds {
  /** The canary's failures per page answer may exceed live's by this much (0.02: two points). */
  maxFailureRise: number;
  /** ...once it has at least this many failures: one unlucky visitor is no regression. */
  minFailures: number;
  /** The canary's p75 LCP or INP may be this many times live's. */
  maxVitalRatio: number;
  /** ...once both cohorts have at least this many web-vitals reports in the window. */
  minVitalReports: number;
  /** Page answers of the canary a healthy window needs before the weight is raised or the canary promoted. */
  minViews: number;
}

export const DEFAULT_THRESHOLDS: CanaryThresholds = { maxFailureRise: 0.02, minFailures: 5, maxVitalRatio: 1.25, minVitalReports: 20, minViews: 100 };

// Differences below these are noise of the histograms' buckets, however large their ratio.
const VITAL_MARGIN_SECONDS = { LCP: 0.2, INP: 0.05 };

export interface JudgementInput {
  figures: CanaryFigures;
  thresholds: CanaryThresholds;
  /** The canary's weight now, and the steps it goes through (ascending; 100 means promote). */
  weight: number;
  steps: number[];
  /** How long the canary has run at its weight, and the window the figures cover. */
  heldSeconds: number;
  windowSeconds: number;
}

export type Judgement =
  | { verdict: 'abort'; reasons: string[] }
  | { verdict: 'raise'; weight: number; reasons: string[] }
  | { verdict: 'promote'; reasons: string[] }
  | { verdict: 'wait'; reasons: string[] };

const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`;

function failureRegression(live: CohortFigures, canary: CohortFigures, { maxFailureRise, minFailures }: CanaryThresholds): string | null {
  const rise = failureRatio(canary) - failureRatio(live);
  if (failuresOf(canary) < minFailures || rise <= maxFailureRise) return null;
  return `the canary fails on ${percent(failureRatio(canary))} of its views against live's ${percent(failureRatio(live))} (more than ${percent(maxFailureRise)} above, with ${Math.round(failuresOf(canary))} failures)`;
}

function vitalRegressions(live: CohortFigures, canary: CohortFigures, { maxVitalRatio, minVitalReports }: CanaryThresholds): string[] {
  if (live.vitalsReports < minVitalReports || canary.vitalsReports < minVitalReports) return [];
  const compared: [keyof typeof VITAL_MARGIN_SECONDS, number | null, number | null][] = [
    ['LCP', live.lcpP75, canary.lcpP75],
    ['INP', live.inpP75, canary.inpP75],
  ];
  return compared.flatMap(([name, was, is]) =>
    was !== null && is !== null && is > was * maxVitalRatio && is - was > VITAL_MARGIN_SECONDS[name]
      ? [`the canary's p75 ${name} is ${is.toFixed(3)} s against live's ${was.toFixed(3)} s (more than ${maxVitalRatio}× and ${VITAL_MARGIN_SECONDS[name]} s slower)`]
      : [],
  );
}

/** The step after `weight`: a weight to raise the canary to, or 100 (promote). */
export function nextStep(weight: number, steps: number[]): number {
  return steps.find((step) => step > weight) ?? 100;
}

/**
 * The judgement of one look at a canary: abort on a clear regression against the live version
 * (at any time, as soon as there is enough of it to be sure), go on to the next step after a
 * full window at this weight that was healthy and seen by enough visitors, else wait. The reasons
 * are sentences with the figures that decided.
 */
export function judgeCanary({ figures, thresholds, weight, steps, heldSeconds, windowSeconds }: JudgementInput): Judgement {
  const { live, canary } = figures;
  const regressions = [failureRegression(live, canary, thresholds), ...vitalRegressions(live, canary, thresholds)].filter((reason): reason is string => reason !== null);
  if (regressions.length > 0) return { verdict: 'abort', reasons: regressions };
  if (heldSeconds < windowSeconds) {
    return { verdict: 'wait', reasons: [`healthy so far; ${Math.floor(heldSeconds)} s of a full ${windowSeconds} s window at ${weight}%`] };
  }
  if (canary.views < thresholds.minViews) {
    return { verdict: 'wait', reasons: [`not enough data: ${Math.round(canary.views)} canary views in the window, ${thresholds.minViews} needed`] };
  }
  const healthy = `healthy for a full ${windowSeconds} s window at ${weight}% with ${Math.round(canary.views)} canary views`;
  const next = nextStep(weight, steps);
  return next >= 100 ? { verdict: 'promote', reasons: [healthy] } : { verdict: 'raise', weight: next, reasons: [healthy] };
}

/** Both cohorts' figures, for the line each judgement prints. */
export const describeFigures = ({ live, canary }: CanaryFigures) => `canary ${describeCohort(canary)} | live ${describeCohort(live)}`;

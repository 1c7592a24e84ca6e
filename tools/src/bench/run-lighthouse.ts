import lighthouse from 'lighthouse';
import { launchDebuggableChromium } from './launch-chromium';
import { median } from './median';

export interface LighthouseMetrics {
  route: string;
  /** 0–100, as the report shows it. */
  performance: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /**
   * Lighthouse's measure of the machine's CPU during the run. TBT is the machine's own task times
   * ×4, so a machine busy with other work scores lower here and its TBT reads higher.
   */
  benchmarkIndex: number | null;
  /** Why a number is missing (page error, no LCP), or Lighthouse's warnings about the run. */
  notes: string[];
}

function numeric(lhr: { audits: Record<string, { numericValue?: number }> }, audit: string): number | null {
  return lhr.audits[audit]?.numericValue ?? null;
}

/**
 * One Lighthouse navigation in a fresh Chromium. No settings beyond the category: Lighthouse's
 * defaults are the mobile form factor (Moto G Power screen) with simulated throttling (slow 4G,
 * 4x CPU slowdown), so results compare with PageSpeed Insights' mobile numbers.
 */
export async function runLighthouse(url: string, route: string): Promise<LighthouseMetrics> {
  const chromium = await launchDebuggableChromium();
  try {
    const result = await lighthouse(url, { port: chromium.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    const score = lhr.categories.performance?.score;
    const notes = [...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []), ...lhr.runWarnings];
    return {
      route,
      performance: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      notes,
    };
  } finally {
    await chromium.close();
  }
}

/** Lighthouse leaves out a metric it could not compute (`null`): the median of those it did. */
function medianOfKnown(values: (number | null)[]): number | null {
  const middle = median(values.filter((value): value is number => value !== null));
  return Number.isNaN(middle) ? null : middle;
}

/** Several runs of one route reduced to the median of each metric (Lighthouse varies run to run). */
export function medianOfRuns(route: string, runs: LighthouseMetrics[]): LighthouseMetrics {
  return {
    route,
    performance: medianOfKnown(runs.map((run) => run.performance)),
    lcpMs: medianOfKnown(runs.map((run) => run.lcpMs)),
    cls: medianOfKnown(runs.map((run) => run.cls)),
    tbtMs: medianOfKnown(runs.map((run) => run.tbtMs)),
    benchmarkIndex: medianOfKnown(runs.map((run) => run.benchmarkIndex)),
    notes: [...new Set(runs.flatMap((run) => run.notes))],
  };
}

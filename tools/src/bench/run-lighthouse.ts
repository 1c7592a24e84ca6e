import lighthouse from 'lighthouse';
import { launchDebuggableChromium } from './launch-chromium';

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

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  // Upper and lower middle are the same value for an odd count.
  const lower = known[Math.floor((known.length - 1) / 2)] ?? 0;
  const upper = known[Math.floor(known.length / 2)] ?? 0;
  return (lower + upper) / 2;
}

/** Several runs of one route reduced to the median of each metric (Lighthouse varies run to run). */
export function medianOfRuns(route: string, runs: LighthouseMetrics[]): LighthouseMetrics {
  return {
    route,
    performance: median(runs.map((run) => run.performance)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    benchmarkIndex: median(runs.map((run) => run.benchmarkIndex)),
    notes: [...new Set(runs.flatMap((run) => run.notes))],
  };
}

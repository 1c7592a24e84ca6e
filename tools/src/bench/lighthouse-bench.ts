import type { LighthouseTargets } from './performance-targets';
import { medianOfRuns, runLighthouse, type LighthouseMetrics } from './run-lighthouse';

type Verdict = 'pass' | 'miss' | 'n/a';

interface Column {
  title: string;
  value: (metrics: LighthouseMetrics) => number | null;
  format: (value: number) => string;
  target: string;
  meets: (value: number) => boolean;
}

function columns(targets: LighthouseTargets): Column[] {
  return [
    { title: 'Perf', value: (m) => m.performance, format: (v) => String(Math.round(v)), target: `≥ ${targets.performance}`, meets: (v) => v >= targets.performance },
    { title: 'LCP', value: (m) => m.lcpMs, format: (v) => `${(v / 1000).toFixed(2)} s`, target: `≤ ${targets.lcpMs / 1000} s`, meets: (v) => v <= targets.lcpMs },
    { title: 'CLS', value: (m) => m.cls, format: (v) => v.toFixed(3), target: `≤ ${targets.cls}`, meets: (v) => v <= targets.cls },
    { title: 'TBT', value: (m) => m.tbtMs, format: (v) => `${Math.round(v)} ms`, target: `≤ ${targets.tbtMs} ms`, meets: (v) => v <= targets.tbtMs },
  ];
}

function cell(column: Column, metrics: LighthouseMetrics): string {
  const value = column.value(metrics);
  const verdict: Verdict = value === null ? 'n/a' : column.meets(value) ? 'pass' : 'miss';
  return `${value === null ? '—' : column.format(value)} ${verdict}`;
}

/**
 * Runs Lighthouse on each route, one after another (parallel runs on two cores would throttle each
 * other on top of the simulated throttling), and prints each metric next to its target.
 * Returns the misses; they are reported, never fatal.
 */
export async function benchLighthouse(origin: string, routes: string[], targets: LighthouseTargets, runs: number): Promise<string[]> {
  const table = columns(targets);
  const widths = [40, ...table.map(() => 16)];
  const row = (cells: string[]) => cells.map((text, index) => text.padEnd(widths[index] ?? 0)).join(' ').trimEnd();
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}— mobile, simulated throttling, performance only`);
  console.log(row(['route', ...table.map((column) => column.title)]));
  console.log(row(['target', ...table.map((column) => column.target)]));
  const misses: string[] = [];
  for (const route of routes) {
    const url = new URL(route, origin).href;
    const results: LighthouseMetrics[] = [];
    for (let run = 0; run < runs; run += 1) {
      // One failed run (Chromium crash, page error) should not cost the other routes' numbers.
      results.push(
        await runLighthouse(url, route).catch((error: unknown) => ({
          route, performance: null, lcpMs: null, cls: null, tbtMs: null, benchmarkIndex: null,
          notes: [`run failed: ${error instanceof Error ? error.message : String(error)}`],
        })),
      );
    }
    const metrics = medianOfRuns(route, results);
    console.log(row([route, ...table.map((column) => cell(column, metrics))]));
    if (metrics.benchmarkIndex !== null) console.log(`    machine: CPU benchmark index ${Math.round(metrics.benchmarkIndex)} (a busier machine scores lower and reads a higher TBT)`);
    for (const note of metrics.notes) console.log(`    note: ${note}`);
    for (const column of table) {
      const value = column.value(metrics);
      if (value === null || !column.meets(value)) misses.push(`${route}: ${column.title} ${value === null ? 'not measured' : column.format(value)} (target ${column.target})`);
    }
  }
  return misses;
}

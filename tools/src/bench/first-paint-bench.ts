import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './launch-chromium';
import { median } from './median';
import { measureFirstPaint, PHONE_PROFILE, type FirstPaintTimes } from './measure-first-paint';
import type { PerformanceTargets } from './performance-targets';

const seconds = (ms: number) => (Number.isNaN(ms) ? '—' : `${(ms / 1000).toFixed(2)} s`);
const milliseconds = (ms: number) => (Number.isNaN(ms) ? '—' : `${Math.round(ms)} ms`);

/**
 * On the phone profile, per route: the first contentful paint, the moment the page is hydrated
 * and the gap between them, when a visitor sees a page that does not answer yet, and how long
 * the main thread was busy until then (all of it, and running scripts). Medians of
 * `runs` visits, printed against the target gap. Returns the misses; never fatal.
 */
export async function benchFirstPaint(origin: string, routes: string[], config: PerformanceTargets['firstPaint'], runs: number): Promise<string[]> {
  const { cpuSlowdown, latencyMs, downloadBitsPerSecond, viewport } = PHONE_PROFILE;
  console.log(
    `Phone profile: ${viewport.width} × ${viewport.height}, CPU × ${cpuSlowdown}, ${latencyMs} ms round trip, ` +
      `${(downloadBitsPerSecond / 1024 / 1024).toFixed(1)} Mbps down; median of ${runs} visit(s); target gap ≤ ${config.gapTargetMs / 1000} s`,
  );
  console.log(`${'route'.padEnd(40)} ${'FCP'.padEnd(9)} ${'hydrated'.padEnd(9)} ${'gap'.padEnd(12)} main thread / script until hydrated`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const misses: string[] = [];
  try {
    for (const route of routes) {
      const visits: FirstPaintTimes[] = [];
      for (let run = 0; run < runs; run += 1) {
        visits.push(
          await measureFirstPaint(browser, new URL(route, origin).href).catch((error: unknown) => {
            console.log(`    note: ${route} visit failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
            return { fcpMs: Number.NaN, hydratedMs: Number.NaN, mainThreadMs: Number.NaN, scriptMs: Number.NaN };
          }),
        );
      }
      const fcp = median(visits.map((visit) => visit.fcpMs));
      const hydrated = median(visits.map((visit) => visit.hydratedMs));
      const gap = median(visits.map((visit) => visit.hydratedMs - visit.fcpMs));
      const verdict = Number.isNaN(gap) ? 'n/a' : gap <= config.gapTargetMs ? 'pass' : 'miss';
      const busy = `${milliseconds(median(visits.map((visit) => visit.mainThreadMs)))} / ${milliseconds(median(visits.map((visit) => visit.scriptMs)))}`;
      console.log(`${route.padEnd(40)} ${seconds(fcp).padEnd(9)} ${seconds(hydrated).padEnd(9)} ${`${seconds(gap)} ${verdict}`.padEnd(12)} ${busy}`);
      if (verdict !== 'pass') misses.push(`${route}: gap from first paint to hydrated ${seconds(gap)} (target ≤ ${config.gapTargetMs / 1000} s)`);
    }
  } finally {
    await browser.close();
  }
  return misses;
}

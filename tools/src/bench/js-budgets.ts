import { chromium } from 'playwright-core';
import { ROOT } from '../paths';
import { describeReports, loadBundleReports } from './bundle-reports';
import { PLAYWRIGHT_CHROMIUM_ARGS } from '@echowatch/configs/playwright-chromium-args';
import { CHROMIUM_PATH } from './launch-chromium';
import { measureRoute, type RouteMeasure } from './measure-route';
import { breakdownByPackage, formatBreakdown } from './package-breakdown';
import type { BundleBudgets } from './performance-targets';
import { singletonFailures } from './singleton-copies';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(measure: RouteMeasure, budget: number | undefined): string[] {
  const budgetText = budget === undefined ? 'no budget' : `budget ${budget} KB`;
  const lines = [`${measure.route}  ${kb(measure.raw)} KB raw, ${kb(measure.gzip)} KB gzip (${budgetText})`];
  for (const app of measure.apps) {
    lines.push(`    ${app.app.padEnd(18)} ${String(app.files).padStart(3)} files ${kb(app.raw).padStart(8)} KB raw ${kb(app.gzip).padStart(7)} KB gzip`);
  }
  for (const chunk of measure.afterLive) lines.push(`    after the page is live, not counted: ${chunk.file} ${kb(chunk.gzip)} KB gzip`);
  return lines;
}

/**
 * Loads each route in a fresh browser context, prints the JavaScript it downloaded by app and, with
 * the apps' bundle reports, by package; returns the budget failures (gzip KB over the route's
 * budget, a shared singleton downloaded from more than one app).
 */
export async function benchJavaScript(origin: string, budgets: BundleBudgets, routes: string[]): Promise<string[]> {
  const failures: string[] = [];
  // Read once: the reports describe the builds being served, which do not change during the run.
  const reports = loadBundleReports(ROOT);
  for (const line of describeReports(reports)) console.log(line);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  try {
    for (const route of routes) {
      const budget = budgets.routes[route] as number | undefined;
      const measure = await measureRoute(browser, origin, route, budgets.afterLive);
      const lines = report(measure, budget);
      if (reports.maps.size > 0) lines.push(...formatBreakdown(breakdownByPackage(measure.scripts, reports.maps)));
      console.log(lines.join('\n'));
      if (budget !== undefined && measure.gzip / 1024 > budget) {
        failures.push(`${route}: ${kb(measure.gzip)} KB gzip exceeds its ${budget} KB budget`);
      }
      failures.push(...singletonFailures(route, measure.scripts, reports.maps, budgets.singletons));
    }
  } finally {
    await browser.close();
  }
  return failures;
}

import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from './launch-chromium';
import { measureRoute, type RouteMeasure } from './measure-route';
import type { BundleBudgets } from './performance-targets';

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function report(measure: RouteMeasure, budget: number | undefined): string[] {
  const budgetText = budget === undefined ? 'no budget' : `budget ${budget} KB`;
  const lines = [
    `${measure.route}  ${kb(measure.raw)} KB raw, ${kb(measure.gzip)} KB gzip (${budgetText}), react-dom copies: ${measure.reactDomCopies}`,
  ];
  for (const app of measure.apps) {
    lines.push(`    ${app.app.padEnd(18)} ${String(app.files).padStart(3)} files ${kb(app.raw).padStart(8)} KB raw ${kb(app.gzip).padStart(7)} KB gzip`);
  }
  return lines;
}

/**
 * Loads each route in a fresh browser context, prints the JavaScript it downloaded by app and
 * returns the budget failures (gzip KB over the route's budget, more than the allowed react-dom copies).
 */
export async function benchJavaScript(origin: string, budgets: BundleBudgets, routes: string[]): Promise<string[]> {
  const failures: string[] = [];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    for (const route of routes) {
      const budget = budgets.routes[route] as number | undefined;
      const measure = await measureRoute(browser, origin, route);
      console.log(report(measure, budget).join('\n'));
      if (budget !== undefined && measure.gzip / 1024 > budget) {
        failures.push(`${route}: ${kb(measure.gzip)} KB gzip exceeds its ${budget} KB budget`);
      }
      if (measure.reactDomCopies > budgets.maxReactDomCopies) {
        failures.push(`${route}: ${measure.reactDomCopies} copies of react-dom loaded`);
      }
    }
  } finally {
    await browser.close();
  }
  return failures;
}

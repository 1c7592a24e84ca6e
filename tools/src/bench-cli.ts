import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { measureRoute, type RouteMeasure } from './bench/measure-route';
import { ROOT } from './paths';
import { waitForUrl } from './wait-for-url';

interface Budgets {
  maxReactDomCopies: number;
  routes: Record<string, number>;
}

const check = process.argv.includes('--check');
const site = `http://localhost:${process.env.PORT ?? 8080}`;
const budgets = JSON.parse(readFileSync(path.join(ROOT, 'configs', 'bundle-budgets.json'), 'utf8')) as Budgets;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function siteIsUp(): Promise<boolean> {
  return fetch(`${site}/env.json`).then((response) => response.ok, () => false);
}

function report(measure: RouteMeasure, budget: number): string[] {
  const lines = [
    `${measure.route}  ${kb(measure.raw)} KB raw, ${kb(measure.gzip)} KB gzip (budget ${budget} KB), react-dom copies: ${measure.reactDomCopies}`,
  ];
  for (const app of measure.apps) {
    lines.push(`    ${app.app.padEnd(18)} ${String(app.files).padStart(3)} files ${kb(app.raw).padStart(8)} KB raw ${kb(app.gzip).padStart(7)} KB gzip`);
  }
  return lines;
}

// Uses the running site if there is one; otherwise serves the current build for the run.
const server = (await siteIsUp())
  ? null
  : spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'tools/src/serve-local.ts')], {
      cwd: ROOT,
      stdio: 'ignore',
      env: { ...process.env, SANDBOX_DATA_DIR: path.join(ROOT, '.data', 'bench-sandbox'), SANDBOX_FRESH: '1' },
    });
const failures: string[] = [];
try {
  await waitForUrl(`${site}/env.json`);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  for (const [route, budget] of Object.entries(budgets.routes)) {
    const measure = await measureRoute(browser, site, route);
    console.log(report(measure, budget).join('\n'));
    if (measure.gzip / 1024 > budget) failures.push(`${route}: ${kb(measure.gzip)} KB gzip exceeds its ${budget} KB budget`);
    if (measure.reactDomCopies > budgets.maxReactDomCopies) {
      failures.push(`${route}: ${measure.reactDomCopies} copies of react-dom loaded`);
    }
  }
  await browser.close();
} finally {
  server?.kill('SIGTERM');
}

if (failures.length > 0) {
  console.error(`\n✖ Bundle budget exceeded:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
  if (check) process.exitCode = 1;
} else {
  console.log('\n✔ Every route is within its budget, with one copy of react-dom.');
}

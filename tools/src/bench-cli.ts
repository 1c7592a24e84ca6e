import { parseBenchOptions, type BenchOptions, type BenchPart } from './bench/bench-options';
import { benchImageLoad } from './bench/image-load-bench';
import { benchJavaScript } from './bench/js-budgets';
import { benchFirstPaint } from './bench/first-paint-bench';
import { benchLighthouse } from './bench/lighthouse-bench';
import { benchLoad } from './bench/load-bench';
import { benchMemory } from './bench/memory-bench';
import { benchStopUnderLoad } from './bench/stop-under-load-bench';
import { loadBundleBudgets, loadPerformanceTargets } from './bench/performance-targets';
import { startBenchSite } from './bench/site-server';
import { benchTtfb } from './bench/ttfb-bench';

let options: BenchOptions;
try {
  options = parseBenchOptions(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const budgets = loadBundleBudgets();
const targets = loadPerformanceTargets();
const runs = (part: BenchPart) => options.parts.includes(part);
const list = (items: string[]) => items.map((item) => `  - ${item}`).join('\n');

let budgetFailures: string[] = [];
let ttfbMisses: string[] = [];
let lighthouseMisses: string[] = [];
let phoneMisses: string[] = [];
let loadMisses: string[] = [];
let imageMisses: string[] = [];
const site = await startBenchSite();
try {
  if (runs('js')) {
    console.log('\n▶ JavaScript per route (first visit, gzip)');
    budgetFailures = await benchJavaScript(site.origin, budgets, options.routes ?? Object.keys(budgets.routes));
  }
  if (runs('ttfb')) {
    console.log('\n▶ Server time to first byte');
    // Never fails the run, --check included: a timing on a busy two-core machine is not a verdict.
    ttfbMisses = await benchTtfb(site.origin, options.routes ?? targets.ttfb.routes, targets.ttfb).catch((error: unknown) => {
      console.error(`TTFB measurement failed: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    });
  }
  if (runs('lighthouse')) {
    console.log('\n▶ Lighthouse');
    lighthouseMisses = await benchLighthouse(site.origin, options.routes ?? targets.lighthouse.routes, targets.lighthouse.targets, options.runs);
  }
  if (runs('phone')) {
    console.log('\n▶ First paint to hydrated on a phone');
    phoneMisses = await benchFirstPaint(site.origin, options.routes ?? targets.firstPaint.routes, targets.firstPaint, options.runs);
  }
  if (runs('load')) {
    // Its own server processes on the current build; --routes does not apply (the targets name theirs).
    console.log('\n▶ Throughput (load)');
    loadMisses = await benchLoad(site.origin, targets.load);
    console.log('\n▶ Memory across promotions (load)');
    loadMisses.push(...(await benchMemory(site.origin, targets.load)));
    console.log('\n▶ SIGTERM under load (load)');
    loadMisses.push(...(await benchStopUnderLoad(targets.load)));
  }
  if (runs('images')) {
    console.log('\n▶ Image route under junk query strings');
    imageMisses = await benchImageLoad(site.origin);
  }
} finally {
  await site.stop();
}

if (ttfbMisses.length > 0) console.log(`\nTTFB target missed (informational):\n${list(ttfbMisses)}`);
if (lighthouseMisses.length > 0) console.log(`\nLighthouse targets missed (informational):\n${list(lighthouseMisses)}`);
if (phoneMisses.length > 0) console.log(`\nPhone first-paint targets missed (informational):\n${list(phoneMisses)}`);
if (loadMisses.length > 0) console.log(`\nLoad targets missed (informational):\n${list(loadMisses)}`);
if (runs('images')) {
  // A count and a memory bound, not a timing: a miss is a finding, and fails the run that asked for it.
  if (imageMisses.length > 0) {
    console.error(`\n✖ Image load check missed:\n${list(imageMisses)}`);
    process.exitCode = 1;
  } else {
    console.log('\n✔ Image load check: one upstream fetch per picture and width, memory within bounds.');
  }
}
if (runs('js')) {
  if (budgetFailures.length > 0) {
    console.error(`\n✖ Bundle budget exceeded:\n${list(budgetFailures)}`);
    if (options.check) process.exitCode = 1;
  } else {
    console.log('\n✔ Every route is within its budget, with one copy of each shared singleton.');
  }
}

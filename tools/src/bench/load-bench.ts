import type { LoadTargets } from './performance-targets';
import { runLoad, type LoadResult } from './run-load';
import { copyServedEnvironment } from './served-environment';
import { startSiteProcess } from './site-process';

interface Measured {
  route: string;
  setting: string;
  result: LoadResult;
  minRps: number;
  maxP99Ms?: number;
  /** How the route was warmed before it was measured. */
  warmed: string;
}

function report({ route, setting, result, minRps, maxP99Ms, warmed }: Measured, misses: string[]): void {
  const rpsOk = result.requestsPerSecond >= minRps;
  const p99Ok = maxP99Ms === undefined || result.p99Ms <= maxP99Ms;
  const p99Target = maxP99Ms === undefined ? '' : ` (≤ ${maxP99Ms}) ${p99Ok ? 'pass' : 'miss'}`;
  console.log(
    `${route.padEnd(40)} ${setting.padEnd(16)} ${result.requestsPerSecond.toFixed(0).padStart(5)} req/s (≥ ${minRps}) ${rpsOk ? 'pass' : 'miss'}  ` +
      `p99 ${result.p99Ms} ms${p99Target}  ${result.requests} requests, ${result.failures} failed (${warmed})`,
  );
  if (!rpsOk) misses.push(`${route} (${setting}): ${result.requestsPerSecond.toFixed(0)} req/s (target ≥ ${minRps})`);
  if (!p99Ok) misses.push(`${route} (${setting}): p99 ${result.p99Ms} ms (target ≤ ${maxP99Ms} ms)`);
  if (result.failures > 0) misses.push(`${route} (${setting}): ${result.failures} failed requests`);
}

/**
 * Throughput of one site server process on the current build: data pages with the data-page cache
 * on and off, static pages, each route alone for `seconds` after `warmUpRequests` requests. The
 * warm-up is a count, not a time: V8 optimises a path after enough calls and sizes its heap by what
 * is allocated, so a fresh server (and the API stand-in it calls) is warm after a number of
 * requests, on a fast machine or a slow one. Its rate is printed: a fresh server's. Returns the misses.
 */
export async function benchLoad(siteOrigin: string, load: LoadTargets): Promise<string[]> {
  console.log(
    `One site server process, autocannon with ${load.connections} connections, ${load.seconds} s per route, ` +
      `Accept-Encoding: gzip, br (after ${load.warmUpRequests} warm-up requests)`,
  );
  const environment = await copyServedEnvironment(siteOrigin);
  const misses: string[] = [];
  const { targets } = load;
  // Static pages first: an uncached data page's target is a share of their rate in this run.
  const staticRates: number[] = [];
  const staticMean = () => staticRates.reduce((sum, rate) => sum + rate, 0) / Math.max(1, staticRates.length);
  const settings = [
    { setting: 'data cache on', env: {} as Record<string, string>, withStatic: true, minRps: () => targets.dataCachedRps, maxP99Ms: targets.dataP99Ms },
    {
      setting: 'data cache off',
      env: { DATA_PAGE_CACHE_MS: '0' },
      withStatic: false,
      minRps: () => Math.max(targets.dataUncachedRps, Math.ceil(targets.dataUncachedShareOfStatic * staticMean())),
      maxP99Ms: Math.min(targets.dataP99Ms, targets.dataUncachedP99Ms),
    },
  ];
  try {
    for (const { setting, env, withStatic, minRps, maxP99Ms } of settings) {
      const site = await startSiteProcess(environment.file, env);
      try {
        const routes = [
          ...(withStatic ? load.staticRoutes.map((route) => ({ route, kind: 'static' as const })) : []),
          ...load.dataRoutes.map((route) => ({ route, kind: 'data' as const })),
        ];
        for (const { route, kind } of routes) {
          const warm = await runLoad(site.origin, { connections: load.connections, amount: load.warmUpRequests, paths: [route] });
          const warmed = `warm-up at ${warm.requestsPerSecond.toFixed(0)} req/s`;
          const result = await runLoad(site.origin, { connections: load.connections, seconds: load.seconds, paths: [route] });
          if (kind === 'static') {
            staticRates.push(result.requestsPerSecond);
            report({ route, setting: 'static', result, minRps: targets.staticRps, warmed }, misses);
          } else {
            report({ route, setting, result, minRps: minRps(), maxP99Ms, warmed }, misses);
          }
        }
      } finally {
        await site.stop();
      }
    }
  } finally {
    environment.remove();
  }
  return misses;
}

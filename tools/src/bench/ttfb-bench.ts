import { measureTtfb } from './measure-ttfb';
import type { PerformanceTargets } from './performance-targets';

/**
 * Prints warm TTFB per route; static routes are marked against the single-digit-ms target.
 * Returns the misses, which are informational: TTFB on a shared machine is too noisy to fail CI on.
 */
export async function benchTtfb(origin: string, routes: string[], config: PerformanceTargets['ttfb']): Promise<string[]> {
  const target = config.staticTargetMs;
  console.log(
    `Time to first byte — warm (${config.warmupRequests} warm-up requests), ${config.requests} sequential requests from Node; ` +
      `target for a static route: single-digit ms (median < ${target} ms)`,
  );
  const misses: string[] = [];
  for (const route of routes) {
    const result = await measureTtfb(origin, route, config.warmupRequests, config.requests);
    const isStatic = config.staticRoutes.includes(route);
    const verdict = !isStatic ? '(no target)' : result.medianMs < target ? 'pass' : 'miss';
    console.log(
      `${route.padEnd(40)} HTTP ${result.status}  median ${result.medianMs.toFixed(2)} ms  p95 ${result.p95Ms.toFixed(2)} ms  ${verdict}`,
    );
    if (isStatic && result.medianMs >= target) misses.push(`${route}: TTFB median ${result.medianMs.toFixed(2)} ms (target < ${target} ms)`);
  }
  return misses;
}

import { versionOf } from '@echowatch/contracts';
import type { PageRenderer, RenderObserver } from '../../src/ssr/render-contract';
import type { PageCacheEvent } from '../page-answer-cache';
import { errorField, type SiteLogger } from './logger';
import { traceRemoteLoad } from './render-spans';
import { repeatedLines } from './repeated-lines';
import type { SiteMetrics } from './site-metrics';

/**
 * The renderer's reports, as the server's metrics and log lines. A problem is reported at every
 * request it touches (a page whose remote is down falls back each time): its line is written whole
 * once, then counted (repeated-lines.ts); the metrics count every one.
 */
export function renderObserver(logger: SiteLogger, metrics: SiteMetrics): RenderObserver {
  const problems = repeatedLines(logger);
  return {
    remoteLoad: (remote, entry, outcome, seconds) => {
      metrics.remoteLoads.inc({ remote, version: versionOf(entry), outcome });
      if (seconds !== undefined) traceRemoteLoad(remote, entry, outcome, seconds);
    },
    fallback: (remote, entry, reason) => metrics.fallbacks.inc({ remote, version: versionOf(entry), reason }),
    breaker: (remote, open) => {
      metrics.breakerOpen.set({ remote }, open ? 1 : 0);
      logger.warn({ remote, open }, open ? 'a remote failed repeatedly: its pages render the fallback for a while' : 'a remote is tried again');
    },
    rendered: (route, renderSeconds, dataSeconds) => {
      metrics.renderDuration.observe({ route }, renderSeconds);
      metrics.dataDuration.observe({ route }, dataSeconds);
    },
    problem: (message, error) => problems('error', { err: errorField(error) }, message),
    refusedServerCode: ({ remote, version, url }) => {
      metrics.digestMismatches.inc({ remote, version });
      logger.error({ remote, version, url }, 'a remote server file does not match the digest the environment pins: it is not run, and its pages render the fallback');
    },
  };
}

/** The versions-held gauge follows the renderer once it has loaded (read at each scrape). */
export function followHeldVersions(metrics: SiteMetrics, renderer: Promise<PageRenderer | null>): void {
  void renderer.then((ready) => {
    if (ready?.heldVersions) metrics.heldVersionsSource(ready.heldVersions);
  });
}

/** Page cache lookups by result; a page that is never shared (a bypass) is no lookup. */
export const countPageCache = (metrics: SiteMetrics) => (event: PageCacheEvent) => {
  if (event !== 'bypass') metrics.pageCache.inc({ result: event });
};

import type { SiteConfig } from '@echowatch/contracts';
import { validateSiteConfig } from '../src/config/load-site-config';
import { logEnvironmentRead } from './composition-changes';
import type { EnvironmentSource } from './environment-reader';
import { errorField, type SiteLogger } from './observability/logger';
import type { SiteMetrics } from './observability/site-metrics';

export interface EnvironmentPollerOptions {
  /** Where every site server reads the environment: the store's or the CDN's http(s) address of it, or s3://bucket/key with an S3 fetch. */
  url: string;
  intervalMs: number;
  logger: Pick<SiteLogger, 'info' | 'error'>;
  metrics: Pick<SiteMetrics, 'environmentRefreshes'>;
  /** How long one read may take. */
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export type EnvironmentPoller = EnvironmentSource & {
  /** Resolves after the first read, good or not; pages are served only once a good copy is here. */
  started: Promise<void>;
  stop(): void;
};

/**
 * A request that came before the shared environment's first read: the server is not ready yet, so
 * it answers 503, which a load balancer retries on another server (a server just started takes
 * requests as soon as it listens).
 */
export class EnvironmentNotReadYet extends Error {
  readonly status = 503;
}

/**
 * The environment as a shared pointer: every site server polls the same object (SITE_ENV_URL)
 * with its entity tag, so a promotion reaches all of them within one interval without a restart.
 * A copy that cannot be read or is not valid never replaces the last good one: it is logged and
 * counted, and the site keeps serving what it had.
 */
export function createEnvironmentPoller(options: EnvironmentPollerOptions): EnvironmentPoller {
  const { url, intervalMs, logger, metrics, timeoutMs = 5000, fetchImpl = fetch } = options;
  let last: { config: SiteConfig; text: string; etag: string | null } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function poll(): Promise<void> {
    try {
      const headers: Record<string, string> = last?.etag ? { 'If-None-Match': last.etag } : {};
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
      if (response.status === 304) return void metrics.environmentRefreshes.inc({ outcome: 'unchanged' });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const text = await response.text();
      if (last && text === last.text) return void metrics.environmentRefreshes.inc({ outcome: 'unchanged' });
      let config: SiteConfig;
      try {
        config = validateSiteConfig(JSON.parse(text));
      } catch (error) {
        metrics.environmentRefreshes.inc({ outcome: 'invalid' });
        logger.error({ url, err: errorField(error) }, 'the environment is not valid; still serving the previous one');
        return;
      }
      const previous = last?.config ?? null;
      last = { config, text, etag: response.headers.get('etag') };
      metrics.environmentRefreshes.inc({ outcome: 'changed' });
      logEnvironmentRead(logger, previous, config, { url, etag: last.etag });
    } catch (error) {
      metrics.environmentRefreshes.inc({ outcome: 'unreachable' });
      logger.error({ url, err: errorField(error) }, 'the environment could not be read; still serving the previous one');
    }
  }

  function schedule(): void {
    if (stopped) return;
    timer = setTimeout(() => void poll().finally(schedule), intervalMs);
    // A poll pending must not keep the process alive through a drain.
    timer.unref?.();
  }

  function current(): SiteConfig {
    if (!last) throw new EnvironmentNotReadYet(`the environment at ${url} has not been read yet`);
    return last.config;
  }
  const started = poll().finally(schedule);
  return Object.assign(current, {
    text: () => (current(), last!.text),
    started,
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  });
}

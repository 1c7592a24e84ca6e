import { createServer, type Server } from 'node:http';
import type { SiteMetrics } from './site-metrics';

export interface MetricsListen {
  host: string;
  port: number;
}

/**
 * `/metrics` in Prometheus' text format on a port of its own, so the operator decides who reaches
 * it (bound to 127.0.0.1 by default; a scraper on another machine gets `METRICS_HOST`). The site's
 * public port never answers it.
 */
export function startMetricsServer(metrics: SiteMetrics, { host, port }: MetricsListen): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error instanceof Error ? error.message : 'metrics failed'),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * A process's metrics port follows its site port (8080 → 9464), so several processes on one machine
 * each have their own without a setting, and moving PORT moves it too.
 */
export const METRICS_PORT_OFFSET = 1384;

/**
 * `METRICS_PORT` (a port, `0` for one the system picks, or `off` for none; default `PORT` + 1384, or
 * `0` when `PORT` is 0) and `METRICS_HOST` (default 127.0.0.1). `sitePort` is the site's own port,
 * read and checked with the other settings.
 */
export function metricsListen(env: NodeJS.ProcessEnv, sitePort: number): MetricsListen | null {
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  const text = env.METRICS_PORT?.trim();
  if (text === 'off') return null;
  if (!text) {
    const port = sitePort === 0 ? 0 : sitePort + METRICS_PORT_OFFSET;
    if (port > 65_535) {
      throw new Error(`METRICS_PORT defaults to PORT + ${METRICS_PORT_OFFSET}, ${port} for PORT ${sitePort}: past 65535. Set METRICS_PORT to a free port, or "off".`);
    }
    return { host, port };
  }
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65_535) throw new Error(`METRICS_PORT must be a port number from 0 to 65535 or "off", not "${text}".`);
  return { host, port };
}

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

/** `METRICS_PORT` (default 9464, `off` for none) and `METRICS_HOST` (default 127.0.0.1). */
export function metricsListen(env: NodeJS.ProcessEnv): MetricsListen | null {
  const port = env.METRICS_PORT ?? '9464';
  if (port === 'off') return null;
  const number = Number(port);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`METRICS_PORT must be a port number or "off", not "${port}"`);
  return { host: env.METRICS_HOST ?? '127.0.0.1', port: number };
}

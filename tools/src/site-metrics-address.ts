/**
 * The site server's own rule (apps/shell/server/observability/metrics-server.ts): without
 * METRICS_PORT, a process serves /metrics on its PORT + 1384. The tools cannot import the app, so
 * they name the rule here to say where each process they start is measured.
 */
export const METRICS_PORT_OFFSET = 1384;

export const siteMetricsPort = (sitePort: number) => sitePort + METRICS_PORT_OFFSET;

/** Where a site server on `sitePort`, started with `env`, answers /metrics; a sentence when it has no fixed address. */
export function siteMetricsAddress(sitePort: number, env: NodeJS.ProcessEnv): string {
  const setting = env.METRICS_PORT?.trim();
  if (setting === 'off') return 'off (METRICS_PORT=off)';
  if (setting === '0') return 'on a port the system picks (the site logs it: "metrics listening")';
  const host = env.METRICS_HOST?.trim() || '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${setting || siteMetricsPort(sitePort)}/metrics`;
}

/** Addresses of the local composition (see configs/environments/local.json). */
export const SITE_URL = `http://localhost:${process.env.PORT ?? 8080}`;
export const SANDBOX_URL = `http://127.0.0.1:${process.env.SANDBOX_PORT ?? 8090}`;
/** The site server's Prometheus metrics, on a port of their own: METRICS_PORT, else PORT + 1384. */
export const METRICS_URL = `http://127.0.0.1:${process.env.METRICS_PORT ?? Number(process.env.PORT ?? 8080) + 1384}/metrics`;
export const REMOTES_URL = `http://localhost:${process.env.REMOTES_PORT ?? 8081}`;

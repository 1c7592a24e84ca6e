import path from 'node:path';
import { metricsListen, startMetricsServer } from './observability/metrics-server';
import { createSiteLogger, errorField } from './observability/logger';
import { createSiteMetrics } from './observability/site-metrics';
import { servedEnvironmentFile } from './served-environment';
import { createShellServer } from './shell-server';

const logger = createSiteLogger();
const metrics = createSiteMetrics();
const port = Number(process.env.PORT ?? 8080);
let environmentFile: string;
try {
  environmentFile = servedEnvironmentFile(process.env, path.resolve(import.meta.dirname, '..', '..', '..', 'configs'));
} catch (error) {
  logger.fatal({ err: errorField(error) }, 'no environment file to serve');
  process.exit(1);
}

const server = createShellServer({ distDir: path.resolve(import.meta.dirname, '..', 'dist'), environmentFile, logger, metrics }).listen(
  port,
  '127.0.0.1',
  (error?: Error) => {
    if (error) {
      logger.fatal({ err: errorField(error), port }, 'the site cannot listen');
      process.exit(1);
    }
    logger.info({ url: `http://localhost:${port}`, environmentFile }, 'site listening');
  },
);

const metricsAt = metricsListen(process.env);
if (metricsAt) {
  startMetricsServer(metrics, metricsAt).then(
    () => logger.info({ url: `http://${metricsAt.host}:${metricsAt.port}/metrics` }, 'metrics listening'),
    (error: unknown) => logger.error({ err: errorField(error) }, 'the metrics port cannot listen; the site runs without it'),
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}

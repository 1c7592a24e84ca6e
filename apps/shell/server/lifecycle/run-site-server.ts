import type { AddressInfo } from 'node:net';
import { createSiteLogger, errorField } from '../observability/logger';
import { metricsListen, startMetricsServer } from '../observability/metrics-server';
import { routeProcessOutput } from '../observability/printed-output';
import { renderObserver } from '../observability/render-observer';
import type { SiteTracing } from '../observability/tracing';
import { createSiteMetrics } from '../observability/site-metrics';
import { loadPageRenderer } from '../page-renderer-loader';
import { createEnvironmentPoller } from '../environment-poller';
import { servedEnvironmentFile, sharedEnvironment, type SharedEnvironment } from '../served-environment';
import { s3EnvironmentFetch, s3ReaderFromEnvironment } from '../s3-environment-fetch';
import { createShellServer } from '../shell-server';
import { trackConnectionDrain } from './connection-drain';
import { createReadiness } from './readiness';
import { readServerSettings, type ServerSettings } from './server-settings';
import { createSiteHttpServer } from './site-http-server';
import { stopOnSignals } from './stop-on-signals';
import { trustedProxies, type TrustedProxies } from './trusted-proxies';

/** Where a site server finds its files: the repository's build, or the release folder. */
export interface SiteLayout {
  /** The shell's browser build, served as files (never the server's code). */
  staticDir: string;
  /** The folder holding the render bundle, render.js. */
  serverBuildDir: string;
  /** Where SITE_ENV=<name> finds <name>.json. */
  environmentsDir: string;
}

const displayHost = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * Starts the site server of one process: settings from the environment, JSON logs on stdout,
 * metrics on their own port, health, and a graceful stop. `tracing` is the process's, when it
 * traces (lifecycle/start-site.ts starts it first).
 */
export function runSiteServer(layout: SiteLayout, tracing: SiteTracing | null = null): void {
  const logger = createSiteLogger();
  // From here on, whatever the process prints (libraries, warnings) is a JSON line too.
  routeProcessOutput(logger);
  let settings: ServerSettings;
  let environmentFile: string | undefined;
  let shared: SharedEnvironment | null;
  let metricsAt: ReturnType<typeof metricsListen>;
  let trustProxy: TrustedProxies;
  try {
    settings = readServerSettings(process.env);
    shared = sharedEnvironment(process.env);
    environmentFile = shared ? undefined : servedEnvironmentFile(process.env, layout.environmentsDir);
    metricsAt = metricsListen(process.env, settings.port);
    trustProxy = trustedProxies(process.env.TRUST_PROXY);
  } catch (error) {
    logger.fatal({ err: errorField(error) }, 'the site cannot start with these settings');
    process.exit(1);
  }
  const metrics = createSiteMetrics();
  const readiness = createReadiness();
  // An object in a bucket is read through the S3 API; an address with fetch.
  const fetchImpl = shared?.url.startsWith('s3://') ? s3EnvironmentFetch(s3ReaderFromEnvironment(process.env)) : undefined;
  const environment = shared ? createEnvironmentPoller({ ...shared, logger, metrics, fetchImpl }) : undefined;
  const app = createShellServer({
    distDir: layout.staticDir,
    environmentFile,
    environment,
    renderer: loadPageRenderer(layout.serverBuildDir, logger, { observer: renderObserver(logger, metrics) }, tracing?.renderWorker),
    readiness,
    logger,
    metrics,
    trustProxy,
  });
  const server = createSiteHttpServer(app, settings);
  const drain = trackConnectionDrain(server);
  server.once('error', (error) => {
    logger.fatal({ err: errorField(error), host: settings.host, port: settings.port }, 'the site cannot listen');
    process.exit(1);
  });
  server.listen(settings.port, settings.host, () => {
    const { port } = server.address() as AddressInfo;
    logger.info({ url: `http://${displayHost(settings.host)}:${port}`, environmentFile, environmentUrl: shared?.url }, 'site listening');
  });
  if (metricsAt) {
    // Scraped until the process exits, the drain included; a busy port costs the metrics, not the site.
    startMetricsServer(metrics, metricsAt).then(
      (listening) => {
        const { port } = listening.address() as AddressInfo;
        logger.info({ url: `http://${displayHost(metricsAt.host)}:${port}/metrics` }, 'metrics listening');
      },
      (error: unknown) => logger.error({ err: errorField(error) }, 'the metrics port cannot listen; the site runs without metrics'),
    );
  }
  stopOnSignals({
    readiness,
    drain,
    settings,
    log: { log: (line) => logger.info(line), error: (line) => logger.error(line) },
    flush: tracing ? () => tracing.shutdown() : undefined,
  });
}

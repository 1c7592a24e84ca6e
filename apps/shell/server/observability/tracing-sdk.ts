import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { diag, DiagLogLevel, type DiagLogger } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK, resources } from '@opentelemetry/sdk-node';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { createSiteLogger, errorField, type SiteLogger } from './logger';
import type { SiteTracing } from './tracing';

export const DEFAULT_SERVICE_NAME = 'echowatch-site';

// Probes and scrapes arrive every few seconds and say nothing about a visitor's request.
const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** The SDK's own warnings (a collector that does not answer) as JSON lines like every other. */
function diagnosticsLog(logger: SiteLogger): DiagLogger {
  const line = (level: 'error' | 'warn' | 'info' | 'debug') => (message: string, ...details: unknown[]) =>
    logger[level](details.length > 0 ? { details: details.map((detail) => (detail instanceof Error ? errorField(detail) : String(detail))) } : {}, message);
  return { error: line('error'), warn: line('warn'), info: line('info'), debug: line('debug'), verbose: line('debug') };
}

/**
 * The OpenTelemetry Node SDK of one thread (the server's, or a render worker's), configured by the
 * standard `OTEL_*` variables: traces only, the spans of incoming requests and of the calls made
 * while answering one (`http`, and `fetch` through undici), with `traceparent` sent along.
 */
export function startNodeTracing(serviceVersion: string, logger: SiteLogger): NodeSDK {
  const sdk = new NodeSDK({
    // The defaults; OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, detected after them, win.
    resource: resources.defaultResource().merge(resources.resourceFromAttributes({ [ATTR_SERVICE_NAME]: DEFAULT_SERVICE_NAME, [ATTR_SERVICE_VERSION]: serviceVersion })),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => UNTRACED_PATHS.has((request.url ?? '').split('?')[0]!),
        // A call is traced as part of a request or a render, never alone (the environment's poll).
        requireParentforOutgoingSpans: true,
      }),
      new UndiciInstrumentation({ requireParentforSpans: true }),
    ],
    // Traces only: the metrics are Prometheus' (/metrics), the logs the JSON lines on stdout.
    metricReaders: [],
    logRecordProcessors: [],
  });
  // OTEL_LOG_LEVEL gives the SDK's own console diagnostics instead, for troubleshooting.
  if (!process.env.OTEL_LOG_LEVEL) diag.setLogger(diagnosticsLog(logger), DiagLogLevel.WARN);
  sdk.start();
  return sdk;
}

/** Waits for a render worker to have sent its spans, or to be gone. */
function flushWorker(port: MessagePort): Promise<void> {
  return new Promise((resolve) => {
    port.once('message', () => resolve());
    port.once('close', () => resolve());
    port.postMessage('flush');
  });
}

/** The server's tracing, and what each render worker needs to trace the renders it is sent. */
export function startSiteTracing({ serviceVersion, renderWorkerModule }: { serviceVersion: string; renderWorkerModule: string }): SiteTracing {
  const logger = createSiteLogger();
  const sdk = startNodeTracing(serviceVersion, logger);
  const workers = new Set<MessagePort>();
  logger.info(
    { endpoint: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim() || process.env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim(), serviceVersion },
    'traces are sent over OTLP',
  );
  // From source (tsx), a worker loads the TypeScript module through tsx's API: it takes no loader flags.
  const typescriptLoader = renderWorkerModule.endsWith('.ts') ? import.meta.resolve('tsx/esm/api') : undefined;
  return {
    renderWorker: {
      open() {
        const { port1, port2 } = new MessageChannel();
        workers.add(port1);
        // A worker's end closes as it exits: a retired worker has nothing left to send.
        port1.once('close', () => workers.delete(port1));
        port1.unref();
        return { data: { module: pathToFileURL(renderWorkerModule).href, typescriptLoader, serviceVersion, flushPort: port2 }, transfer: [port2] };
      },
    },
    async shutdown() {
      await Promise.all([...[...workers].map(flushWorker), sdk.shutdown()]);
    },
  };
}

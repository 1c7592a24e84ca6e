import { readFileSync } from 'node:fs';
import type { MessagePort } from 'node:worker_threads';

/** What a render worker starts its tracing with (render-worker-tracing.ts), as it crosses to the worker. */
export interface RenderWorkerTracingData {
  /** The file URL of the module the worker imports before the render bundle. */
  module: string;
  /** Run from source, the module is TypeScript: the URL of tsx's API, whose `tsImport` loads it. */
  typescriptLoader?: string;
  serviceVersion: string;
  /** Where the server asks the worker to send its last spans as it stops. */
  flushPort: MessagePort;
}

/** How the server starts a render worker that traces too. */
export interface RenderWorkerTracing {
  /** A new worker's tracing: its data, and the port in it to transfer. */
  open(): { data: RenderWorkerTracingData; transfer: MessagePort[] };
}

/** The traces of a running site: its own spans and its render workers'. */
export interface SiteTracing {
  /** How a render worker starts tracing before it loads the render bundle. */
  renderWorker: RenderWorkerTracing;
  /** Sends the spans still held, the render workers' included, and stops tracing. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** The package.json whose version names the running code (`service.version`). */
  packageFile: string;
  /** The module a render worker starts its tracing with (render-worker-tracing). */
  renderWorkerModule: string;
}

const OTLP_PROTOCOLS = ['grpc', 'http/protobuf', 'http/json'];

const setting = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/**
 * Whether the site sends traces: only when an OTLP endpoint is named (`OTEL_EXPORTER_OTLP_ENDPOINT`
 * or `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`) and `OTEL_SDK_DISABLED` is not true. A value the SDK
 * would only warn about (an address that is none, an unknown protocol) stops the start instead.
 */
export function tracingWanted(env: NodeJS.ProcessEnv): boolean {
  if (setting(env, 'OTEL_SDK_DISABLED')?.toLowerCase() === 'true') return false;
  const endpoints = ['OTEL_EXPORTER_OTLP_TRACES_ENDPOINT', 'OTEL_EXPORTER_OTLP_ENDPOINT'].filter((name) => setting(env, name));
  if (endpoints.length === 0) return false;
  for (const name of endpoints) {
    const value = setting(env, name)!;
    if (!/^https?:\/\/[^/]/.test(value) || !URL.canParse(value)) throw new Error(`${name} must be an http:// or https:// address (got "${value}").`);
  }
  for (const name of ['OTEL_EXPORTER_OTLP_TRACES_PROTOCOL', 'OTEL_EXPORTER_OTLP_PROTOCOL']) {
    const value = setting(env, name);
    if (value && !OTLP_PROTOCOLS.includes(value)) throw new Error(`${name} must be one of ${OTLP_PROTOCOLS.join(', ')} (got "${value}").`);
  }
  return true;
}

/**
 * Starts tracing when the environment asks for it, before the server's own modules are imported:
 * the instrumentation of `http` takes hold as the modules that use it load. Off, the SDK is never
 * loaded and the server's calls to the tracing API do nothing.
 */
export async function startTracing(env: NodeJS.ProcessEnv, { packageFile, renderWorkerModule }: TracingOptions): Promise<SiteTracing | null> {
  if (!tracingWanted(env)) return null;
  const { version } = JSON.parse(readFileSync(packageFile, 'utf8')) as { version: string };
  const { startSiteTracing } = await import('./tracing-sdk');
  return startSiteTracing({ serviceVersion: version, renderWorkerModule });
}

import { context, propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';
import type { RenderWorkerPort } from '../../src/ssr/render-worker';
import { createSiteLogger } from './logger';
import type { RenderWorkerTracingData } from './tracing';
import { startNodeTracing } from './tracing-sdk';

/**
 * The context a render runs in: the server's render span as its parent. That span is this
 * process's own, on another thread: a local parent, so the calls the page makes are client spans
 * under it (under a remote parent, the http instrumentation would send the parent's id and record
 * no span of its own).
 */
function renderContext(carrier: Record<string, string>): Context {
  const extracted = propagation.extract(ROOT_CONTEXT, carrier);
  const parent = trace.getSpanContext(extracted);
  return parent ? trace.setSpanContext(extracted, { ...parent, isRemote: false }) : extracted;
}

/**
 * Run in a render worker before its render bundle (composition/spawn-render-worker.ts; bundled
 * beside server.js in the release): the worker's own SDK, so the calls a page makes to the
 * services while it renders are spans of the request's trace, sent with its `traceparent`. Each
 * render is handed to the renderer inside the trace context the server's render span sent with
 * it. Returns the port the renderer is to answer over.
 */
export function traceRenderWorker(port: RenderWorkerPort, { serviceVersion, flushPort }: RenderWorkerTracingData): RenderWorkerPort {
  const sdk = startNodeTracing(serviceVersion, createSiteLogger());
  // Asked once, as the server stops; the port alone must not keep the worker alive.
  flushPort.once('message', () => {
    void sdk.shutdown().finally(() => flushPort.postMessage('flushed'));
  });
  flushPort.unref();
  return {
    postMessage: (message) => port.postMessage(message),
    on: (event, listener) =>
      port.on(event, (message) => {
        const carrier = message.type === 'render' ? message.request.trace : undefined;
        if (!carrier) return listener(message);
        return context.with(renderContext(carrier), () => listener(message));
      }),
  };
}

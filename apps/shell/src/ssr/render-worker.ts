import type { CreatePageRenderer, RenderObserver } from './render-contract';
import { type FromRenderWorker, type ObservedReport, passError, type ToRenderWorker, type WorkerRendererOptions } from './render-worker-protocol';

/** The side of a `worker_threads` port the renderer uses (`parentPort` in a worker). */
export interface RenderWorkerPort {
  postMessage(message: FromRenderWorker): void;
  on(event: 'message', listener: (message: ToRenderWorker) => void): unknown;
}

/** Observer calls as messages: the server's metrics and log live on the other side of the port. */
function observerOverPort(port: RenderWorkerPort): RenderObserver {
  const report = (observed: Omit<ObservedReport, 'type'>) => port.postMessage({ type: 'observed', ...observed } as ObservedReport);
  return {
    remoteLoad: (...args) => report({ event: 'remoteLoad', args }),
    fallback: (...args) => report({ event: 'fallback', args }),
    breaker: (...args) => report({ event: 'breaker', args }),
    rendered: (...args) => report({ event: 'rendered', args }),
    refusedServerCode: (...args) => report({ event: 'refusedServerCode', args }),
    problem: (message, error) => report({ event: 'problem', args: [message, passError(error)] }),
  };
}

/**
 * A renderer answering over a port, as a worker of the site server runs it (server/composition):
 * the worker is the renderer's own JavaScript realm, with a federation runtime of its own, and
 * serves one composition. It says `ready` once the renderer is created, or why it could not be.
 */
export async function serveRenderer(port: RenderWorkerPort, create: CreatePageRenderer, options: WorkerRendererOptions): Promise<void> {
  const observer = observerOverPort(port);
  let renderer: Awaited<ReturnType<CreatePageRenderer>>;
  try {
    renderer = await create({ ...options, observer });
  } catch (error) {
    port.postMessage({ type: 'start-failed', error: passError(error) });
    return;
  }
  port.on('message', (message) => {
    if (message.type === 'warm') {
      // A warm-up that fails must not stop the worker: the renders that follow report it.
      const { id, config } = message;
      Promise.resolve()
        .then(() => renderer.warm(config))
        .catch((error: unknown) => observer.problem('the page modules could not be loaded ahead of the first request', error))
        .finally(() => port.postMessage({ type: 'warmed', id }));
      return;
    }
    const { id, request } = message;
    renderer.render(request).then(
      (page) => port.postMessage({ type: 'rendered', id, page }),
      (error: unknown) => port.postMessage({ type: 'render-failed', id, error: passError(error) }),
    );
  });
  port.postMessage({ type: 'ready' });
}

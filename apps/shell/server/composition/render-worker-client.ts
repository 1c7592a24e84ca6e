import type { SiteConfig } from '@echowatch/contracts';
import type { RenderedPage, RenderRequest } from '../../src/ssr/render-contract';
import { type FromRenderWorker, type ObservedReport, revivedError, type ToRenderWorker } from '../../src/ssr/render-worker-protocol';

/** What the client needs of a `worker_threads` Worker (a test passes a stand-in). */
export interface RenderWorkerThread {
  postMessage(message: ToRenderWorker): void;
  on(event: 'message', listener: (message: FromRenderWorker) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'exit', listener: (code: number) => void): unknown;
  terminate(): Promise<number>;
}

export interface RenderWorkerOptions {
  /** Told of each observer report of the worker's renderer. */
  observed: (report: ObservedReport) => void;
  /** Told once when the worker has stopped, for whatever reason. */
  stopped?: () => void;
  /** How long the worker may take to load the render bundle and create its renderer. */
  startTimeoutMs?: number;
}

export class RenderWorkerStoppedError extends Error {
  constructor(why: string) {
    super(`the render worker stopped: ${why}`);
    this.name = 'RenderWorkerStoppedError';
  }
}

/**
 * The server's side of one render worker: renders sent over its port and answered by id, and a
 * stop that lets the renders under way finish (`retire`). A worker that fails, exits or does not
 * start in time fails every render it still owes, and says it stopped, so its composition gets a
 * new one.
 */
export function renderWorkerClient(thread: RenderWorkerThread, { observed, stopped, startTimeoutMs = 30_000 }: RenderWorkerOptions) {
  const owed = new Map<number, { resolve: (page: RenderedPage) => void; reject: (error: Error) => void }>();
  // Warm-ups under way: a worker that stops has nothing more to load, so they settle then too.
  const warming = new Map<number, () => void>();
  let nextId = 0;
  let isStopped = false;
  let retiring = false;
  let markReady!: () => void;
  let failStart!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    failStart = reject;
  });
  // Whoever waits for the worker sees why it did not start; nobody waiting is no unhandled rejection.
  ready.catch(() => undefined);
  const startTimer = setTimeout(() => stop(new RenderWorkerStoppedError(`it did not start within ${startTimeoutMs} ms`)), startTimeoutMs);
  // A worker still starting must not keep a stopping server alive.
  startTimer.unref?.();

  function stop(error: Error): void {
    if (isStopped) return;
    isStopped = true;
    clearTimeout(startTimer);
    failStart(error);
    for (const { reject } of owed.values()) reject(error);
    for (const settle of warming.values()) settle();
    warming.clear();
    owed.clear();
    void thread.terminate();
    stopped?.();
  }

  function settled(): void {
    if (retiring && owed.size === 0) stop(new RenderWorkerStoppedError('it was retired'));
  }

  thread.on('message', (message) => {
    switch (message.type) {
      case 'ready':
        clearTimeout(startTimer);
        markReady();
        return;
      case 'start-failed':
        stop(revivedError(message.error));
        return;
      case 'warmed':
        warming.get(message.id)?.();
        warming.delete(message.id);
        return;
      case 'rendered':
      case 'render-failed': {
        const answer = owed.get(message.id);
        owed.delete(message.id);
        if (message.type === 'rendered') answer?.resolve(message.page);
        else answer?.reject(revivedError(message.error));
        settled();
        return;
      }
      default:
        observed(message);
    }
  });
  thread.on('error', (error) => stop(error));
  thread.on('exit', (code) => stop(new RenderWorkerStoppedError(`it exited with ${code}`)));

  return {
    /** Settles once the worker's renderer is created; rejects if it never will be. */
    ready,
    get stopped(): boolean {
      return isStopped;
    },
    async render(request: RenderRequest): Promise<RenderedPage> {
      await ready;
      if (isStopped) throw new RenderWorkerStoppedError('it stopped before the render was sent');
      const id = (nextId += 1);
      return new Promise<RenderedPage>((resolve, reject) => {
        owed.set(id, { resolve, reject });
        thread.postMessage({ type: 'render', id, request });
      });
    },
    /**
     * Loads the composition's page modules once the worker is up. Settles when the worker has
     * loaded them or failed to, or has stopped.
     */
    async warm(config: SiteConfig): Promise<void> {
      await ready.catch(() => undefined);
      if (isStopped) return;
      const id = (nextId += 1);
      await new Promise<void>((resolve) => {
        warming.set(id, resolve);
        thread.postMessage({ type: 'warm', id, config });
      });
    },
    /** Lets the renders under way finish, then stops the worker, and with it everything it loaded. */
    retire(): void {
      retiring = true;
      settled();
    },
  };
}

export type RenderWorker = ReturnType<typeof renderWorkerClient>;

import { Worker } from 'node:worker_threads';
import type { WorkerRendererOptions } from '../../src/ssr/render-worker-protocol';
import type { RenderWorkerThread } from './render-worker-client';

// The render bundle is CommonJS; a worker's own script is evaluated code, so no file of the server
// has to exist beside the bundle, in the repository or in the release.
const BOOTSTRAP = `const { parentPort, workerData } = require('node:worker_threads');
require(workerData.bundle).serveRenderWorker(parentPort, workerData.options);`;

/** A worker thread running the render bundle: a JavaScript realm of its own, with its own federation runtime. */
export function spawnRenderWorker(bundle: string, options: WorkerRendererOptions): RenderWorkerThread {
  // No flags of the server's own (a TypeScript loader when run from source): the bundle is plain CommonJS.
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: { bundle, options }, execArgv: [] });
  // The HTTP server keeps the process alive; a worker must not keep it alive after the server stops.
  worker.unref();
  return worker as RenderWorkerThread;
}

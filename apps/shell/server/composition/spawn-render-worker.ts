import { MessageChannel, Worker } from 'node:worker_threads';
import type { WorkerRendererOptions } from '../../src/ssr/render-worker-protocol';
import type { PrintedOutput } from '../observability/printed-output';
import type { RenderWorkerTracing } from '../observability/tracing';
import type { RenderWorkerThread } from './render-worker-client';

// The render bundle is CommonJS; a worker's own script is evaluated code, so no file of the server
// has to exist beside the bundle, in the repository or in the release. Before the bundle loads,
// the worker's console and its process warnings are sent over a port of their own, as the text of
// the arguments and the error among them (observability/printed-output.ts does the same on the
// main thread): what the bundle, the federation runtime and the remotes print becomes log lines.
// When the server traces, the worker first imports its tracing module (render-worker-tracing.ts;
// from source, through tsx's API) and serves over the port that module returns.
const BOOTSTRAP = `const { parentPort, workerData } = require('node:worker_threads');
const { format, types } = require('node:util');
const print = (method, args) => {
  const error = args.find((arg) => types.isNativeError(arg));
  const text = format(...args.filter((arg) => arg !== error));
  workerData.printed.postMessage(error ? { method, text, error: { name: error.name, message: String(error.message), stack: error.stack } } : { method, text });
};
for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace']) console[method] = (...args) => print(method, args);
for (const listener of process.listeners('warning')) process.off('warning', listener);
process.on('warning', (warning) => print('warning', [warning]));
const serve = (port) => require(workerData.bundle).serveRenderWorker(port, workerData.options);
const tracing = workerData.tracing;
const tracingModule = () =>
  tracing.typescriptLoader ? import(tracing.typescriptLoader).then(({ tsImport }) => tsImport(tracing.module, tracing.typescriptLoader)) : import(tracing.module);
if (tracing) tracingModule().then(({ traceRenderWorker }) => serve(traceRenderWorker(parentPort, tracing)));
else serve(parentPort);`;

/**
 * A worker thread running the render bundle: a JavaScript realm of its own, with its own federation
 * runtime. What it prints reaches `printed`, never the process's stdout or stderr as text: its
 * console and warnings as above, anything written to its stdout or stderr otherwise, a write each.
 */
export function spawnRenderWorker(
  bundle: string,
  options: WorkerRendererOptions,
  printed: (output: PrintedOutput) => void,
  tracing?: RenderWorkerTracing,
): RenderWorkerThread {
  const { port1, port2 } = new MessageChannel();
  const traced = tracing?.open();
  // No flags of the server's own (a TypeScript loader when run from source): the bundle is plain CommonJS.
  const worker = new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { bundle, options, printed: port2, tracing: traced?.data },
    transferList: [port2, ...(traced?.transfer ?? [])],
    execArgv: [],
    stdout: true,
    stderr: true,
  });
  port1.on('message', printed);
  for (const stream of ['stdout', 'stderr'] as const) {
    worker[stream].setEncoding('utf8').on('data', (text: string) => printed({ method: stream, text }));
  }
  worker.once('exit', () => port1.close());
  // The HTTP server keeps the process alive; a worker must not keep it alive after the server stops.
  port1.unref();
  worker.unref();
  return worker as RenderWorkerThread;
}

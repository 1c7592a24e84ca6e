import type { CreatePageRenderer } from './render-contract';
import { type RenderWorkerPort, serveRenderer } from './render-worker';
import type { WorkerRendererOptions } from './render-worker-protocol';

// The async boundary lets the federation runtime set up the shared modules before any of them runs.
export const createPageRenderer: CreatePageRenderer = async (options) => {
  const { createPageRenderer: create } = await import('./page-renderer');
  return create(options);
};

/** How the site server runs this bundle: in a worker per composition, answering over its port (server/composition). */
export const serveRenderWorker = (port: RenderWorkerPort, options: WorkerRendererOptions) => serveRenderer(port, createPageRenderer, options);

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageRenderer, RendererOptions } from '../src/ssr/render-contract';
import { startCompositionRenderers } from './composition/composition-renderers';
import { spawnRenderWorker } from './composition/spawn-render-worker';
import { pinsRequired } from './lifecycle/pinned-server-code';
import { errorField, type SiteLogger } from './observability/logger';
import { printedOutputLog } from './observability/printed-output';
import { tracedRenderer } from './observability/render-spans';
import { repeatedLines } from './observability/repeated-lines';
import type { RenderWorkerTracing } from './observability/tracing';

/**
 * The shell's server build is a webpack bundle (the federation runtime needs webpack's module
 * system), run in a worker per composition (composition/). Without it the site still works,
 * rendered in the browser only. In production (NODE_ENV) it runs no remote server code the
 * environment does not pin; the bundle is told here, as webpack may have fixed its own view of
 * NODE_ENV at build time. When the server traces (`tracing`), each render is a span and its
 * worker traces the calls the page makes.
 */
export async function loadPageRenderer(
  serverBuildDir: string,
  logger: SiteLogger,
  options: RendererOptions = {},
  tracing?: RenderWorkerTracing,
): Promise<PageRenderer | null> {
  const file = path.join(serverBuildDir, 'render.js');
  if (!existsSync(file)) {
    logger.error({ file }, 'the server render bundle is missing: pages are sent without server rendering (build the shell)');
    return null;
  }
  const { observer, ...workerOptions } = { requirePinnedServerCode: pinsRequired(process.env), ...options };
  // What the workers print (the federation runtime's failures among it) as log lines, each failure once.
  const printed = printedOutputLog(repeatedLines(logger), 'render worker');
  try {
    const renderer = await startCompositionRenderers({ spawn: () => spawnRenderWorker(file, workerOptions, printed, tracing), observer });
    return tracing ? tracedRenderer(renderer) : renderer;
  } catch (error) {
    // A broken renderer must not cost the site: pages are then sent to render in the browser.
    logger.error({ file, err: errorField(error) }, 'the server render bundle could not start: pages are sent without server rendering');
    return null;
  }
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { PageRenderer, RendererOptions } from '../src/ssr/render-contract';
import { startCompositionRenderers } from './composition/composition-renderers';
import { spawnRenderWorker } from './composition/spawn-render-worker';
import { pinsRequired } from './lifecycle/pinned-server-code';
import { errorField, type SiteLogger } from './observability/logger';

/**
 * The shell's server build is a webpack bundle (the federation runtime needs webpack's module
 * system), run in a worker per composition (composition/). Without it the site still works,
 * rendered in the browser only. In production (NODE_ENV) it runs no remote server code the
 * environment does not pin; the bundle is told here, as webpack may have fixed its own view of
 * NODE_ENV at build time.
 */
export async function loadPageRenderer(serverBuildDir: string, logger: Pick<SiteLogger, 'error'>, options: RendererOptions = {}): Promise<PageRenderer | null> {
  const file = path.join(serverBuildDir, 'render.js');
  if (!existsSync(file)) {
    logger.error({ file }, 'the server render bundle is missing: pages are sent without server rendering (build the shell)');
    return null;
  }
  const { observer, ...workerOptions } = { requirePinnedServerCode: pinsRequired(process.env), ...options };
  try {
    return await startCompositionRenderers({ spawn: () => spawnRenderWorker(file, workerOptions), observer });
  } catch (error) {
    // A broken renderer must not cost the site: pages are then sent to render in the browser.
    logger.error({ file, err: errorField(error) }, 'the server render bundle could not start: pages are sent without server rendering');
    return null;
  }
}

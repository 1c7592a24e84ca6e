import { createSiteLogger, errorField } from '../observability/logger';
import { startTracing, type SiteTracing } from '../observability/tracing';
import type { SiteLayout } from './run-site-server';

/** Where a site server finds its files, and those its tracing needs when it traces. */
export interface SiteFiles extends SiteLayout {
  /** The package.json whose version the traces name (`service.version`). */
  packageFile: string;
  /** The module a render worker starts its tracing with: observability/render-worker-tracing. */
  renderWorkerTracing: string;
}

/**
 * Starts tracing when the environment asks for it, then the site server. The server's modules are
 * imported only after tracing started, for its instrumentation to take hold of the `http` they
 * load; the release bundles them apart (release-build/bundle-server.ts) for the same reason.
 */
export async function startSite({ packageFile, renderWorkerTracing, ...layout }: SiteFiles): Promise<void> {
  let tracing: SiteTracing | null;
  try {
    tracing = await startTracing(process.env, { packageFile, renderWorkerModule: renderWorkerTracing });
  } catch (error) {
    createSiteLogger().fatal({ err: errorField(error) }, 'the site cannot start with these settings');
    process.exit(1);
  }
  const { runSiteServer } = await import('./run-site-server');
  runSiteServer(layout, tracing);
}

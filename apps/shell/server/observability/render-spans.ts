import { context, propagation, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { versionOf, type RemoteName } from '@echowatch/contracts';
import type { PageRenderer, RenderRequest } from '../../src/ssr/render-contract';
import { servedVersions } from './access-log';
import { requestRoute } from './request-route';

const tracer = trace.getTracer('@echowatch/shell');

const pathOf = (url: string) => url.split('?')[0]!;

function renderAttributes({ config, url, language, preview }: RenderRequest): Attributes {
  const versions = servedVersions(config.remotes, preview?.versions ?? {});
  return {
    'site.route': requestRoute(config, pathOf(url)).pattern,
    'site.language': language,
    'site.remotes': Object.entries(versions).map(([remote, version]) => `${remote}@${version}`),
  };
}

/**
 * A `render` span around each page render, recorded on the server's thread: it covers the wait for
 * the composition's worker as well as the render there. The span's context crosses to the worker
 * with the request (`trace`), so the calls the page makes there are its children.
 */
export function tracedRenderer(renderer: PageRenderer): PageRenderer {
  return {
    ...renderer,
    render: (request) =>
      tracer.startActiveSpan('render', { attributes: renderAttributes(request) }, async (span) => {
        const carrier: Record<string, string> = {};
        propagation.inject(context.active(), carrier);
        try {
          const page = await renderer.render({ ...request, trace: carrier });
          span.setAttribute('site.page.status', page.status);
          return page;
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error));
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
          throw error;
        } finally {
          span.end();
        }
      }),
  };
}

/**
 * A `remote module load` span, told by a render worker once the load settled: a trace of its own,
 * as a load serves every render of its composition, not the one that may have started it.
 */
export function traceRemoteLoad(remote: RemoteName, entry: string, outcome: 'loaded' | 'failed', seconds: number): void {
  const end = Date.now();
  const span = tracer.startSpan('remote module load', {
    root: true,
    startTime: new Date(end - seconds * 1000),
    attributes: { 'site.remote': remote, 'site.remote.version': versionOf(entry), 'site.remote.outcome': outcome, 'url.full': entry },
  });
  if (outcome === 'failed') span.setStatus({ code: SpanStatusCode.ERROR });
  span.end(new Date(end));
}

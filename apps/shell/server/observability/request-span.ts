import { isSpanContextValid, trace } from '@opentelemetry/api';
import { ATTR_HTTP_ROUTE, ATTR_URL_PATH, ATTR_URL_QUERY } from '@opentelemetry/semantic-conventions';
import { loggableUrl } from './loggable-url';
import type { RequestRoute } from './request-route';

/** The ids of the span a request is answered in, as its access line carries them. */
export interface TraceIds {
  traceId: string;
  spanId: string;
}

/**
 * Names the request's server span (the http instrumentation's) after its route pattern, as the
 * metrics label it (`GET /blog-detail/:slug`), and gives it the address the access line logs: no
 * token of a secret link, no credential in the query. Returns the span's ids, or nothing when the
 * request is not traced.
 */
export function followRequestSpan(method: string, route: RequestRoute, url: string): TraceIds | undefined {
  const span = trace.getActiveSpan();
  const ids = span?.spanContext();
  if (!span || !ids || !isSpanContextValid(ids)) return undefined;
  if (span.isRecording()) {
    span.updateName(`${method} ${route.pattern}`);
    span.setAttribute(ATTR_HTTP_ROUTE, route.pattern);
    const [path = '', query = ''] = loggableUrl(url, route.secret ? route.pattern : null).split(/\?(.*)/s);
    span.setAttribute(ATTR_URL_PATH, path);
    // The instrumentation took the query as it came: replaced, or dropped with a secret link's path.
    if (url.includes('?')) span.setAttribute(ATTR_URL_QUERY, route.secret ? '[redacted]' : query);
  }
  return { traceId: ids.traceId, spanId: ids.spanId };
}

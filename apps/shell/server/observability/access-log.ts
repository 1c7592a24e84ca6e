import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { REMOTE_NAMES, versionOf, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { readTarget } from '../request-target';
import { loggableUrl } from './loggable-url';
import type { SiteLogger } from './logger';
import { countPageAnswer } from './page-answers';
import { requestRoute, type RequestRoute } from './request-route';
import { followRequestSpan, type TraceIds } from './request-span';
import type { SiteMetrics } from './site-metrics';

export interface AccessLogOptions {
  logger: SiteLogger;
  metrics: SiteMetrics;
  /** The served environment, or null while it cannot be read (the route table depends on it). */
  environment: () => SiteConfig | null;
}

const REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The version of each remote a page is served with: the environment's, or the one this visitor previews. */
export function servedVersions(remotes: SiteConfig['remotes'], previewed: Partial<Record<RemoteName, string>>): Record<string, string> {
  return Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, previewed[remote] ?? versionOf(remotes[remote])]));
}

/** What a page answer served: the version of each remote in it (set by the page route). */
export function noteServedVersions(res: Response, versions: Record<string, string>): void {
  res.locals.servedVersions = versions;
}

const routeOf = (res: ServerResponse): RequestRoute => (res as Response).locals.route as RequestRoute;

// A probe's 503 is its answer (not ready while starting, stopping or misconfigured), asked every
// few seconds by a load balancer: an access line like any other, not an error.
const PROBES = new Set(['/readyz', '/healthz']);

/**
 * Whether the whole answer went out. A visitor who left first (a closed tab, a proxy's time-out)
 * abandoned the request: the log line and the request histogram both say so.
 */
const answered = (res: ServerResponse) => res.writableFinished;

/** A 5xx answer other than a probe's: a failure, whether or not something was thrown. */
const isFailure = (res: ServerResponse) => res.statusCode >= 500 && !PROBES.has(routeOf(res)?.pattern);

/** Whether pino-http made this error up for a 5xx answer (nothing was thrown; `res.err` names a real one). */
const isMadeUp = (res: ServerResponse, error: Error) =>
  !(res as ServerResponse & { err?: unknown }).err && error.message === `failed with status code ${res.statusCode}`;

/**
 * One JSON line per request, answered or abandoned (method, route pattern, status, duration,
 * request id, the remote versions a page served, the trace and span ids when traced) and its time
 * in the request histogram. The address is logged without secrets (loggable-url.ts); headers,
 * cookies and bodies are not logged at all. A proxy's `X-Request-Id` is kept so one request can be
 * followed across machines; otherwise one is made.
 */
export function accessLog({ logger, metrics, environment }: AccessLogOptions): RequestHandler[] {
  const label: RequestHandler = (req, res, next) => {
    const route = requestRoute(environment(), readTarget(req).path);
    res.locals.route = route;
    res.locals.trace = followRequestSpan(req.method, route, readTarget(req).url);
    const stop = metrics.requestDuration.startTimer();
    // Every request ends in 'close', answered or not. A visitor who left before the answer was out
    // waited this long too: a server slow enough to be left shows in the latency it is alerted on.
    res.once('close', () => stop({ route: routeOf(res).pattern, method: req.method, status: answered(res) ? String(res.statusCode) : 'abandoned' }));
    res.once('finish', () => {
      countPageAnswer(metrics, environment(), routeOf(res), (res as Response).locals.servedVersions as Record<string, string> | undefined, res.statusCode);
    });
    next();
  };
  const log = pinoHttp<IncomingMessage, ServerResponse>({
    logger,
    quietReqLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    serializers: {
      req: (req: { method: string; raw: Request }) => ({ method: req.method }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customProps: (req, res) => {
      const route = routeOf(res);
      // Asked at the start too: the line's fields are known once the answer is out (or the visitor
      // has gone), and said once.
      if (!route || !(res.headersSent || res.destroyed)) return {};
      const served = (res as Response).locals.servedVersions as Record<string, string> | undefined;
      return {
        route: route.pattern,
        url: loggableUrl(readTarget(req as Request).url, route.secret ? route.pattern : null),
        ...(served ? { remotes: served } : {}),
        ...((res as Response).locals.trace as TraceIds | undefined),
      };
    },
    customLogLevel: (_req, res, error) => (error || isFailure(res) ? 'error' : 'info'),
    customSuccessMessage: (_req, res) => (answered(res) ? 'request answered' : 'request abandoned'),
    customErrorMessage: (_req, res, error) => (isMadeUp(res, error) && !isFailure(res) ? 'request answered' : 'request failed'),
    // pino-http makes up an error for any 5xx answer, with a stack of its own frames: the status says it all.
    customErrorObject: (_req, res, error, object: Record<string, unknown>) => {
      if (!isMadeUp(res, error)) return object;
      const { err: _madeUp, ...line } = object;
      return line;
    },
  });
  return [label, log as unknown as RequestHandler];
}

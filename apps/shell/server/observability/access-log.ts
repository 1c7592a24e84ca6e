import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { REMOTE_NAMES, versionOf, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { readTarget } from '../request-target';
import { loggableUrl } from './loggable-url';
import type { SiteLogger } from './logger';
import { requestRoute, type RequestRoute } from './request-route';
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

/**
 * One JSON line per answered request (method, route pattern, status, duration, request id, the
 * remote versions a page served) and its time in the request histogram. The address is logged
 * without secrets (loggable-url.ts); headers, cookies and bodies are not logged at all. A proxy's
 * `X-Request-Id` is kept so one request can be followed across machines; otherwise one is made.
 */
export function accessLog({ logger, metrics, environment }: AccessLogOptions): RequestHandler[] {
  const label: RequestHandler = (req, res, next) => {
    res.locals.route = requestRoute(environment(), readTarget(req).path);
    const stop = metrics.requestDuration.startTimer();
    res.once('finish', () => stop({ route: routeOf(res).pattern, method: req.method, status: String(res.statusCode) }));
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
      // Asked at the start too: the line's fields are known once the answer is out, and said once.
      if (!route || !res.headersSent) return {};
      const served = (res as Response).locals.servedVersions as Record<string, string> | undefined;
      return {
        route: route.pattern,
        url: loggableUrl(readTarget(req as Request).url, route.secret ? route.pattern : null),
        ...(served ? { remotes: served } : {}),
      };
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request answered',
    customErrorMessage: () => 'request failed',
  });
  return [label, log as unknown as RequestHandler];
}

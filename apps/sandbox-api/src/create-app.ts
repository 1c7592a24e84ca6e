import express, { type NextFunction, type Request, type Response } from 'express';
import { errorReportRoutes } from './error-reports/error-report-routes';
import { outboxRoutes } from './outbox/outbox-routes';
import { applyRateLimits } from './rate-limits';
import { BODY_LIMIT, requestErrors } from './request-errors';
import { accountLinkRoutes, accountLinkTestRoutes } from './routes/account-link-routes';
import { openApiRoutes } from './routes/open-api-routes';
import { authRoutes } from './routes/auth-routes';
import { authSettingsFromEnv } from './routes/auth-settings';
import { blogRoutes } from './routes/blog-routes';
import { referenceDataRoutes } from './routes/reference-data';
import { reportContactRoutes, reportContactTestRoutes } from './routes/report-contact-routes';
import { sessionRoutes } from './routes/session-routes';
import { resolveOptions, type SandboxOptions } from './sandbox-options';
import type { SandboxStore } from './store/file-store';
import { pruneStore } from './store/prune';

const PRUNE_EVERY_MS = 60 * 1000;

function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1';
  } catch {
    return false;
  }
}

/** Pages on any local origin (and the configured site) may call with the session cookie, as the real hosts allow the site. */
function siteCors(siteOrigin: string) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    if (origin && (isLocalOrigin(origin) || origin === siteOrigin)) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Headers': 'Content-Type, Api-Key',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
        Vary: 'Origin',
      });
    }
    if (req.method === 'OPTIONS') res.sendStatus(204);
    else next();
  };
}

export function createSandboxApp(store: SandboxStore, sandboxOptions: SandboxOptions) {
  const options = resolveOptions(sandboxOptions);
  const settings = authSettingsFromEnv();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  app.use(siteCors(options.siteOrigin.replace(/\/+$/, '')));
  applyRateLimits(app, options.rateLimits);
  app.use(express.json({ limit: BODY_LIMIT }));
  let prunedAt = 0;
  app.use((_req, _res, next) => {
    if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      pruneStore(store, { sessions: options.sessions, pendingRegistrationMs: settings.linkLifetimeMs });
    }
    next();
  });
  app.get('/__health', (_req, res) => res.json({ ok: true }));
  // Helpers for testers and tests. A public sandbox mounts nothing beyond surface/public-surface.ts.
  if (options.mode === 'local') {
    app.use(outboxRoutes(store));
    app.use(errorReportRoutes());
    app.use(accountLinkTestRoutes(store, options));
    app.use(reportContactTestRoutes(store));
  }
  app.use(referenceDataRoutes());
  app.use(sessionRoutes(store, options.sessions));
  app.use(accountLinkRoutes(store, options));
  app.use(openApiRoutes(store));
  app.use(authRoutes(store, options, settings));
  app.use(blogRoutes());
  app.use(reportContactRoutes(store));
  app.use((_req, res) => res.status(404).json({ code: 404, message: 'Not found', data: null }));
  app.use(requestErrors);
  return app;
}

import express from 'express';
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
import { siteCors } from './site-cors';
import type { SandboxStore } from './store/file-store';
import { pruneStore } from './store/prune';

const PRUNE_EVERY_MS = 60 * 1000;

export function createSandboxApp(store: SandboxStore, sandboxOptions: SandboxOptions) {
  const options = resolveOptions(sandboxOptions);
  const settings = authSettingsFromEnv();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy);
  // Every answer is JSON: a browser must never read one as anything else.
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  app.use(siteCors(options.corsOrigins));
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

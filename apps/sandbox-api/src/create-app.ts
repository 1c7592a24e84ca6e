import express, { type NextFunction, type Request, type Response } from 'express';
import { outboxRoutes } from './outbox/outbox-routes';
import { accountLinkRoutes } from './routes/account-link-routes';
import { openApiRoutes } from './routes/open-api-routes';
import { authRoutes } from './routes/auth-routes';
import { blogRoutes } from './routes/blog-routes';
import { referenceDataRoutes } from './routes/reference-data';
import { reportContactRoutes } from './routes/report-contact-routes';
import { sessionRoutes } from './routes/session-routes';
import type { SandboxOptions } from './sandbox-options';
import type { SandboxStore } from './store/file-store';

function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname } = new URL(origin);
    return hostname === 'localhost' || hostname === '127.0.0.1';
  } catch {
    return false;
  }
}

/** Pages on any local origin may call with the session cookie, as the real hosts allow the site. */
function localCors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (origin && isLocalOrigin(origin)) {
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
}

export function createSandboxApp(store: SandboxStore, options: SandboxOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.use(localCors);
  app.use(express.json({ limit: '1mb' }));
  app.get('/__health', (_req, res) => res.json({ ok: true }));
  app.use(outboxRoutes(store));
  app.use(referenceDataRoutes());
  app.use(sessionRoutes(store));
  app.use(accountLinkRoutes(store, options));
  app.use(openApiRoutes(store));
  app.use(authRoutes(store, options));
  app.use(blogRoutes());
  app.use(reportContactRoutes(store));
  void options;
  app.use((_req, res) => res.status(404).json({ code: 404, message: 'Not found', data: null }));
  return app;
}

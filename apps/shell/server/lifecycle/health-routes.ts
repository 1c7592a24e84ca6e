import type { NextFunction, Request, Response } from 'express';
import type { Readiness } from './readiness';

/**
 * `/healthz`: the process runs and answers (a failing one is restarted). `/readyz`: it should get
 * traffic (a failing one is taken out of the load balancer, not restarted). Both are cheap and never
 * cached, and come before everything else, so a broken environment file cannot make the liveness
 * probe fail and restart a server that would serve again once the file is fixed.
 */
export function healthRoutes(readiness: Readiness) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path === '/healthz') {
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(200).json({ status: 'alive' });
    }
    if (req.path === '/readyz') {
      const { ready, checks } = readiness.report();
      const failing = Object.keys(checks).filter((name) => checks[name] !== 'ok');
      res.setHeader('Cache-Control', 'no-store');
      return void res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', failing, checks });
    }
    next();
  };
}

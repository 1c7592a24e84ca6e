import type { NextFunction, Request, Response } from 'express';

/**
 * Credentialed CORS for the named page origins only, as the real hosts allow the site and nothing
 * else: any other origin's page gets no header and so cannot read an answer made with the cookie.
 */
export function siteCors(allowed: readonly string[]) {
  const origins = new Set(allowed);
  return (req: Request, res: Response, next: NextFunction): void => {
    const origin = req.headers.origin;
    res.vary('Origin');
    if (origin && origins.has(origin)) {
      res.set({
        'Access-Control-Allow-Origin': origin,
        'Access-Control-Allow-Credentials': 'true',
        'Access-Control-Allow-Headers': 'Content-Type, Api-Key',
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
      });
    }
    if (req.method === 'OPTIONS') res.sendStatus(204);
    else next();
  };
}

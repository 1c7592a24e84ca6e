import compression from 'compression';
import express from 'express';
import type { Server } from 'node:http';
import { securityHeaders, setCacheHeaders } from '@echowatch/serving';

/**
 * Serves deployed remote builds from their own origin under /<remote>/<version>/, the way a CDN
 * would: CORS open (the shell fetches manifests with fetch), manifests never cached.
 */
export function startRemoteCdn(root: string, port: number): Promise<Server> {
  const app = express();
  app.disable('x-powered-by');
  // The site's pages on another origin load these scripts and sheets: cross-origin by design.
  app.use(securityHeaders({ resourcePolicy: 'cross-origin' }));
  app.use(compression());
  app.use((_req, res, next) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });
  app.use(express.static(root, { setHeaders: setCacheHeaders, index: false, fallthrough: true }));
  app.use((_req, res) => res.status(404).type('text').send('Not found'));
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

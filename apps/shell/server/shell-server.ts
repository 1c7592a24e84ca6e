import { readFileSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express from 'express';
import { setCacheHeaders } from '@echowatch/serving';
import { crawlerRoutes } from './crawler-routes';

export interface ShellServerOptions {
  distDir: string;
  /** The environment file served as /env.json (one of configs/environments/*.json). */
  environmentFile: string;
  /** How long an article's head may wait for the blog service (tests shorten it). */
  blogTimeoutMs?: number;
}

/** Serves the built shell: env.json and index.html never cached, hashed assets cached for good. */
export function createShellServer(options: ShellServerOptions) {
  const app = express();
  app.disable('x-powered-by');
  app.use(compression());
  const indexHtml = path.join(options.distDir, 'index.html');

  app.get('/env.json', (_req, res) => {
    // Read on every request so an edited environment file applies without a restart.
    res.setHeader('Cache-Control', 'no-store');
    res.type('json').send(readFileSync(options.environmentFile, 'utf8'));
  });
  app.use(crawlerRoutes({ environmentFile: options.environmentFile, indexHtml, blogTimeoutMs: options.blogTimeoutMs }));
  app.use(express.static(options.distDir, { index: false, setHeaders: setCacheHeaders }));
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (path.extname(req.path)) return res.status(404).type('text').send('Not found');
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return app;
}

import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { precompressedFiles, securityHeaders, setCacheHeaders } from '@echowatch/serving';

// A remote's name and a version as the store writes them: nothing that could climb out of the root.
const FOLDER_NAME = /^[a-z0-9][a-z0-9._-]*$/i;

/**
 * Each published version's files as their brotli copies. A version's folder is read for them once
 * its manifest is there (a publish writes it last); before that, and for anything outside a
 * version, the files are sent as they are.
 */
function versionFiles(root: string): RequestHandler {
  const plain = express.static(root, { setHeaders: setCacheHeaders, index: false, fallthrough: true });
  const versions = new Map<string, RequestHandler>();
  return (req, res, next) => {
    const [, remote = '', version = ''] = req.path.split('/');
    if (!FOLDER_NAME.test(remote) || !FOLDER_NAME.test(version) || version.includes('..')) return plain(req, res, next);
    const key = `${remote}/${version}`;
    let files = versions.get(key);
    if (!files) {
      const folder = path.join(root, remote, version);
      if (!existsSync(path.join(folder, 'mf-manifest.json'))) return plain(req, res, next);
      files = precompressedFiles(folder);
      versions.set(key, files);
    }
    // The version's handler answers from inside its folder; the address goes back as it was after.
    const { url } = req;
    req.url = url.slice(key.length + 1);
    return files(req, res, (error?: unknown) => {
      req.url = url;
      next(error);
    });
  };
}

/**
 * Serves deployed remote builds from their own origin under /<remote>/<version>/, the way a CDN
 * would: CORS open (the shell fetches manifests with fetch), manifests never cached, brotli copies
 * where the build wrote them.
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
  app.use(versionFiles(root));
  app.use((_req, res) => res.status(404).type('text').send('Not found'));
  return new Promise((resolve, reject) => {
    const server = app.listen(port, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(server)));
  });
}

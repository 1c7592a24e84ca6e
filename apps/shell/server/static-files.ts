import path from 'node:path';
import type { RequestHandler } from 'express';
import { precompressedFiles } from '@echowatch/serving';

/** Where the shell's server build lands in dist (page-renderer-loader.ts reads `server/render.js`). */
const SERVER_BUILD = /^\/server(\/|$)/i;

/**
 * Whether an address names the server build or anything under it, however it is written: the path
 * is decoded and normalised as the file server would (`%73erver`, `server%2F…`, `//server`,
 * `x/../server`, backslashes), then compared.
 */
export function isServerBuildPath(urlPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    // The file server refuses a broken escape itself.
    return false;
  }
  return SERVER_BUILD.test(path.posix.normalize(`/${decoded.replace(/\\/g, '/')}`));
}

/**
 * The built browser files, cached for good when hashed, sent as the brotli copies the build wrote
 * beside them. The server render bundle and its chunks may sit in the same dist: they are never
 * sent (they are the server's code, not the browser's).
 */
export function browserFiles(distDir: string): RequestHandler {
  const serve = precompressedFiles(distDir);
  return (req, res, next) => {
    if (!isServerBuildPath(req.path)) return void serve(req, res, next);
    res.status(404).type('text/plain').send('Not found');
  };
}

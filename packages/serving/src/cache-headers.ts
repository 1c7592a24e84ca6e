import path from 'node:path';
import type { ServerResponse } from 'node:http';

// Builds name hashed files like main.1a2b3c4d.js; anything else may change under the same name.
// A precompressed copy (`main.1a2b3c4d.js.br`) is cached like the file it holds.
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|gif|woff2?)(\.br)?$/;

/** Hashed assets are cached for a year; manifests, entries, HTML and env.json are revalidated. */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function setCacheHeaders(res: Pick<ServerResponse, 'setHeader'>, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}

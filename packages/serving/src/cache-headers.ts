import path from 'node:path';
import type { Response } from 'express';

// Builds name hashed files like main.1a2b3c4d.js; anything else may change under the same name.
const HASHED = /\.[0-9a-f]{8}\.(js|css|png|jpe?g|svg|webp|gif|woff2?)$/;

/** Hashed assets are cached for a year; manifests, entries, HTML and env.json are revalidated. */
export function cacheControlFor(filePath: string): string {
  return HASHED.test(path.basename(filePath)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export function setCacheHeaders(res: Response, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}

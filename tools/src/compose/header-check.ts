import path from 'node:path';
import { cacheControlFor } from '@echowatch/serving/cache-headers';

/** The shell fetches remote manifests and chunks from the site's origin: the CDN must allow it. */
export function corsProblem(subject: string, url: string, headers: Headers, siteOrigin: string): string | undefined {
  const allowed = headers.get('access-control-allow-origin');
  if (allowed === '*' || allowed === siteOrigin) return undefined;
  const sent = allowed ? `sends Access-Control-Allow-Origin: ${allowed}` : 'sends no Access-Control-Allow-Origin header';
  return `${subject}: ${url} ${sent}, so the shell at ${siteOrigin} cannot load it. Fix: have the remote origin send Access-Control-Allow-Origin: * (or ${siteOrigin}).`;
}

const directives = (value: string) =>
  new Set(
    value
      .toLowerCase()
      .split(',')
      .map((directive) => directive.trim())
      .filter(Boolean),
  );

/**
 * The promise of packages/serving/src/cache-headers.ts: manifests and entries are revalidated,
 * content-hashed chunks are immutable. Extra directives a CDN adds are fine; missing ones are not.
 */
export function cacheProblem(subject: string, url: string, headers: Headers): string | undefined {
  const expected = cacheControlFor(path.posix.basename(new URL(url).pathname));
  const actual = headers.get('cache-control') ?? '';
  const sent = directives(actual);
  // no-store promises more than no-cache: nothing stale can be served from it either.
  if (sent.has('no-store')) sent.add('no-cache');
  const missing = [...directives(expected)].filter((directive) => !sent.has(directive));
  if (missing.length === 0) return undefined;
  return `${subject}: ${url} is served with Cache-Control "${actual || '(none)'}" but must have "${expected}". Fix: configure the remote origin to send the headers of packages/serving/src/cache-headers.ts.`;
}

import type { Request, RequestHandler } from 'express';

// Anything but one slash followed by a path: `//host…`, `/\host…`, `\…` or an absolute `http://host/…`.
const NOT_ORIGIN_FORM = /^(?!\/(?![/\\]))/;
const LEADING_SLASHES = /^[/\\]+/;
const BASE = 'http://site.invalid';

/**
 * The target as the site reads it, or null when it is read as sent. A browser reads `//host/path`
 * and `/\host/path` as another host's address, and so do the URL parsers of the router and of
 * links made from the address; the server must not read the same bytes as a path of its own. So a
 * target that is not a plain path is read once, as a browser would read it, and only its path and
 * query are kept: the host it names is never the site's to serve.
 */
export function canonicalTarget(target: string): string | null {
  if (!NOT_ORIGIN_FORM.test(target)) return null;
  let address: URL;
  try {
    address = new URL(target, BASE);
  } catch {
    return '/';
  }
  // `http://x//y` still has a path of two slashes; one is the path the router would read.
  return `${address.pathname.replace(LEADING_SLASHES, '/')}${address.search}`;
}

/** The path and the address (path and query) a request is known by in logs and metrics. */
export function readTarget(req: Pick<Request, 'originalUrl' | 'path'>): { path: string; url: string } {
  const canonical = canonicalTarget(req.originalUrl);
  return canonical === null ? { path: req.path, url: req.originalUrl } : { path: new URL(canonical, BASE).pathname, url: canonical };
}

/**
 * Sends such a target to its plain path (301) before anything routes, renders or caches it, so
 * routing, secret-link detection, logging and rendering all read the same path.
 */
export function canonicalTargets(): RequestHandler {
  return (req, res, next) => {
    const canonical = canonicalTarget(req.originalUrl);
    if (canonical === null) return next();
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(301, canonical);
  };
}

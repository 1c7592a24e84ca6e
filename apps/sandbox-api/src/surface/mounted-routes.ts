import type { Express } from 'express';

/** One thing the app answers: a method and a path pattern, or `USE` for a handler mounted under a path. */
export interface MountedRoute {
  method: string;
  path: string;
}

interface WalkedLayer {
  rawPath?: unknown;
  slash?: boolean;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: WalkedLayer[] };
}

function joined(prefix: string, path: unknown): string {
  const own = String(path);
  return own === '/' && prefix ? prefix : `${prefix}${own}`;
}

function walk(stack: WalkedLayer[], prefix: string, found: MountedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && method !== '_all') found.push({ method: method.toUpperCase(), path: joined(prefix, layer.route.path) });
      }
      continue;
    }
    const under = layer.slash || layer.rawPath === undefined ? prefix : joined(prefix, layer.rawPath);
    if (layer.handle?.stack) walk(layer.handle.stack, under, found);
    // A plain middleware under a path answers everything below it: it is part of the surface too.
    else if (under !== prefix) found.push({ method: 'USE', path: under });
  }
}

/**
 * Every route and path-mounted handler of an Express 5 app, read from its router's stack (nested
 * routers included), so a test can hold what is mounted against what is meant to be.
 */
export function mountedRoutes(app: Express): MountedRoute[] {
  const found: MountedRoute[] = [];
  walk((app as unknown as { router: { stack: WalkedLayer[] } }).router.stack, '', found);
  const unique = new Map(found.map((route) => [`${route.method} ${route.path}`, route]));
  return [...unique.values()];
}

import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * react-router publishes a production build (no development warnings or checks) but only selects
 * it by a condition webpack does not set, so production browser builds point at it directly; the
 * two entries the site imports must both point there, or the page gets two routers' contexts.
 * Resolved through the app's @echowatch/routing, the only package that imports react-router.
 */
export function productionAliases(appDir: string): Record<string, string> {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const routingDir = path.dirname(fromApp.resolve('@echowatch/routing/package.json'));
  const reactRouterManifest = createRequire(path.join(routingDir, 'package.json')).resolve('react-router/package.json');
  const production = path.join(path.dirname(reactRouterManifest), 'dist/production');
  // Both entries: the DOM one shares its chunks (and so the router's contexts) with the root one.
  return {
    'react-router$': path.join(production, 'index.mjs'),
    'react-router/dom$': path.join(production, 'dom-export.mjs'),
  };
}

import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * react-router publishes a production build (no development warnings or checks) but only selects
 * it by a condition webpack does not set, so production browser builds point at it directly.
 * Resolved through the app's @echowatch/routing, the only package that imports react-router.
 */
export function productionAliases(appDir: string): Record<string, string> {
  const fromApp = createRequire(path.join(appDir, 'package.json'));
  const routingDir = path.dirname(fromApp.resolve('@echowatch/routing/package.json'));
  const reactRouterManifest = createRequire(path.join(routingDir, 'package.json')).resolve('react-router/package.json');
  return { 'react-router$': path.join(path.dirname(reactRouterManifest), 'dist/production/index.mjs') };
}

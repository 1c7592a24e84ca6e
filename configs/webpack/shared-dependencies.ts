import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// The single list of modules every federated app shares. Each is a singleton so hooks, router
// context and the i18next instance are the same objects in the shell and in every remote; axios
// is shared so the HTTP client is downloaded once for the whole site. Routing and the React
// bindings of i18next are shared through @echowatch/routing and @echowatch/translation rather than
// react-router and react-i18next: a shared module keeps every export of the package it names, and
// ours name only the parts the site uses.
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  '@echowatch/routing',
  'i18next',
  '@echowatch/translation',
  'axios',
] as const;

// Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same copy as the root.
const SHARE_SUBPATHS: ReadonlySet<string> = new Set(['react', 'react-dom']);

// Entry points shared on their own, beside their package's root: only the pages that use them load
// them. Each is provided by its file's path, so the shell offers it though its own code never
// imports it (a package name is only provided where the build meets an import of it).
const SHARED_ENTRY_POINTS: Readonly<Record<string, readonly string[]>> = { '@echowatch/translation': ['trans'] };

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

interface SharedEntry {
  singleton: true;
  requiredVersion: string;
  import?: string;
  version?: string;
}

/** Resolves a module the way the app's own code would. */
const resolveFrom = (appDir: string, request: string) => createRequire(path.join(appDir, 'package.json')).resolve(request);

function installedVersion(appDir: string, name: string): string {
  const manifest = resolveFrom(appDir, `${name}/package.json`);
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** A workspace package is required at the version it declares, as a caret range. */
function requiredVersionOf(appDir: string, name: string, range: string): string {
  return range.startsWith('workspace:') ? `^${installedVersion(appDir, name)}` : range;
}

export function buildSharedConfig(
  appDir: string,
  dependencies: Record<string, string | undefined>,
): Record<string, SharedEntry> {
  const shared: Record<string, SharedEntry> = {};
  for (const name of SHARED_SINGLETONS) {
    const range = dependencies[name];
    if (!range) {
      throw new Error(`Shared dependency "${name}" must be listed in the app's dependencies`);
    }
    const requiredVersion = requiredVersionOf(appDir, name, range);
    shared[name] = { singleton: true, requiredVersion };
    if (SHARE_SUBPATHS.has(name)) shared[`${name}/`] = { singleton: true, requiredVersion };
    for (const entry of SHARED_ENTRY_POINTS[name] ?? []) {
      // Provided by path, the version is not looked up: it is the package's.
      const provided = { import: resolveFrom(appDir, `${name}/${entry}`), version: installedVersion(appDir, name) };
      shared[`${name}/${entry}`] = { singleton: true, requiredVersion, ...provided };
    }
  }
  return shared;
}

import path from 'node:path';
import type { ExternalPackage } from './bundle-server';
import { findInstalledPackage, readManifest } from './installed-packages';

export interface ResolvedPackage {
  name: string;
  version: string;
  dir: string;
}

/** The installed version of each external package, as seen from the file that imports it. */
export function resolveExternals(externals: ExternalPackage[]): ResolvedPackage[] {
  return externals.map(({ name, importer }) => {
    const dir = findInstalledPackage(name, path.dirname(importer));
    if (!dir) throw new Error(`${importer} imports ${name}, which is not installed (run pnpm install).`);
    return { name, version: readManifest(dir).version, dir };
  });
}

/**
 * The release's package.json: the bundle's packages at exactly the versions it was built and
 * tested with, so `npm install --omit=dev` on another platform gets the same code (and sharp the
 * binaries of that platform).
 */
export function releaseManifest(shell: { version: string }, nodeRange: string, packages: ResolvedPackage[]) {
  return {
    name: '@echowatch/site-server',
    version: shell.version,
    private: true,
    description: 'The EchoWatch site server: start it with `node server.js` (settings in docs/deploying.md).',
    type: 'module',
    main: 'server.js',
    engines: { node: nodeRange },
    scripts: { start: 'node server.js' },
    dependencies: Object.fromEntries(packages.map(({ name, version }) => [name, version])),
  };
}

import { existsSync } from 'node:fs';
import path from 'node:path';

/** The checkout a folder is in: the nearest folder up holding pnpm-workspace.yaml. */
function checkoutOf(dir: string): string | undefined {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'pnpm-workspace.yaml'))) return at;
    if (path.dirname(at) === at) return undefined;
  }
}

// The repository. The compose release (tools/release, copied anywhere) finds it from the folder
// it is run in, and without one takes that folder: its names and defaults are then read there.
export const ROOT = checkoutOf(import.meta.dirname) ?? checkoutOf(process.cwd()) ?? process.cwd();
// REMOTES_DIR lets two compositions run side by side without sharing deployed builds.
export const DEPLOY_DIR = process.env.REMOTES_DIR ?? path.join(ROOT, '.deploy', 'cdn');
export const appDir = (name: string) => path.join(ROOT, 'apps', name);
export const environmentFile = (name: string) => path.join(ROOT, 'configs', 'environments', `${name}.json`);

/** The site server as it ships (`pnpm build` writes it): started with `node server.js` from there. */
export const RELEASE_DIR = path.join(ROOT, 'apps', 'shell', 'release');

/** The release's entry, or a clear stop when the build has not made it yet. */
export function releaseEntry(): string {
  const entry = path.join(RELEASE_DIR, 'server.js');
  if (!existsSync(entry)) throw new Error(`${RELEASE_DIR} is missing: build it with pnpm build.`);
  return entry;
}

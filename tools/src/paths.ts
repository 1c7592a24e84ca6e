import { existsSync } from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
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

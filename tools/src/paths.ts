import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..', '..');
// REMOTES_DIR lets two compositions run side by side without sharing deployed builds.
export const DEPLOY_DIR = process.env.REMOTES_DIR ?? path.join(ROOT, '.deploy', 'cdn');
export const appDir = (name: string) => path.join(ROOT, 'apps', name);
export const environmentFile = (name: string) => path.join(ROOT, 'configs', 'environments', `${name}.json`);

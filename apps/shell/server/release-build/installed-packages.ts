import { existsSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';

export interface PackageManifest {
  name: string;
  version: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

export const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageManifest;

/** `@scope/name/sub/path` → `@scope/name`, `name/sub` → `name`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * The folder (real path) of the package `name` as Node would find it from `fromDir`: the nearest
 * node_modules/<name> up the tree. Folders named node_modules are skipped, as Node skips them. In
 * pnpm's layout a package's dependencies sit beside it, so this finds exactly the versions it was
 * installed with.
 */
export function findInstalledPackage(name: string, fromDir: string): string | null {
  for (let dir = path.resolve(fromDir); ; dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') {
      const candidate = path.join(dir, 'node_modules', name);
      if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
    }
    if (path.dirname(dir) === dir) return null;
  }
}

import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { findInstalledPackage, readManifest } from './installed-packages';

export interface DependencyRoot {
  name: string;
  /** The installed package's folder (real path). */
  dir: string;
}

/** Where Node looks for `name` from a package placed at `location`, nearest first, up to `top`. */
function lookupPlaces(name: string, location: string, top: string): string[] {
  const places: string[] = [];
  for (let dir = location; dir.startsWith(top); dir = path.dirname(dir)) {
    if (path.basename(dir) !== 'node_modules') places.push(path.join(dir, 'node_modules', name));
    if (dir === top) break;
  }
  return places;
}

/**
 * Copies packages and everything they depend on, as installed, into `<targetDir>/node_modules` as
 * plain folders: flat where one version serves everyone, nested under the package that needs
 * another version. The folder then runs anywhere with the same platform, without a registry.
 * Optional dependencies that are not installed (other platforms' binaries) are left out; any other
 * missing dependency stops the build. Returns the copied packages' folders, relative to targetDir.
 */
export function copyDependencies(roots: DependencyRoot[], targetDir: string): string[] {
  const placed = new Map<string, string>();
  const queue: { name: string; dir: string; from: string }[] = roots.map((root) => ({ ...root, from: targetDir }));
  while (queue.length > 0) {
    const { name, dir, from } = queue.shift()!;
    const places = lookupPlaces(name, from, targetDir);
    const found = places.find((place) => placed.has(place));
    if (found && placed.get(found) === dir) continue;
    // Nothing by that name on the way up: the top serves it. Another version there: nest it.
    const location = found ? places[0]! : places[places.length - 1]!;
    if (placed.has(location)) throw new Error(`Two versions of ${name} are wanted at ${path.relative(targetDir, location)}: ${placed.get(location)} and ${dir}.`);
    placed.set(location, dir);
    mkdirSync(path.dirname(location), { recursive: true });
    cpSync(dir, location, { recursive: true, dereference: true });
    const manifest = readManifest(dir);
    const optional = new Set([...Object.keys(manifest.optionalDependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    const wanted = new Set([...Object.keys(manifest.dependencies ?? {}), ...optional]);
    for (const dependency of wanted) {
      const dependencyDir = findInstalledPackage(dependency, dir);
      if (dependencyDir) queue.push({ name: dependency, dir: dependencyDir, from: location });
      else if (!optional.has(dependency)) throw new Error(`${manifest.name} needs ${dependency}, which is not installed (run pnpm install).`);
    }
  }
  return [...placed.keys()].map((location) => path.relative(targetDir, location)).sort();
}

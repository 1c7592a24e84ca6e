import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file of a build folder, relative and `/`-separated; dot files left out. */
export function filesOf(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const relative = path.posix.join(dir, entry.name);
      return entry.isDirectory() ? filesOf(root, relative) : [relative];
    });
}

/**
 * A fingerprint of a build folder: every file's path and bytes, in a stable order. Dot files are
 * left out, so the publish record kept beside the build does not change what is fingerprinted.
 */
export function contentHash(folder: string): string {
  const hash = createHash('sha256');
  for (const file of filesOf(folder).sort()) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(folder, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

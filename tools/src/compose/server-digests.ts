import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { filesOf } from './content-hash';

/** The folder of a remote's build that the site servers load and run (configs/webpack/server-manifest-plugin.ts). */
export const SERVER_BUILD_DIR = 'server';

/** The digest the site server compares a fetched server file with: `sha256-` and the base64 of its SHA-256. */
export const digestOf = (bytes: Buffer | string) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

/**
 * The digest of every file of a build's server folder (its entry and any chunk), by path relative
 * to that folder: what a promotion pins in the environment, so a site server runs only these bytes.
 */
export function serverDigestsOf(distDir: string): Record<string, string> {
  const dir = path.join(distDir, SERVER_BUILD_DIR);
  if (!existsSync(dir)) return {};
  return Object.fromEntries(filesOf(dir).sort().map((file) => [file, digestOf(readFileSync(path.join(dir, file)))]));
}

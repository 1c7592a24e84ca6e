import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cacheControlFor } from '@echowatch/serving';

/** Lists the files a release carries for the one before it; a dot file, so it is never served. */
export const CARRIED_LIST = '.carried-assets.json';

const isHashed = (file: string) => cacheControlFor(file).includes('immutable');

function carriedBy(publicDir: string): Set<string> {
  const list = path.join(publicDir, CARRIED_LIST);
  return new Set(existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as string[]) : []);
}

/**
 * During a rolling deploy servers of two releases answer side by side, and a page of one asks any
 * server for its hashed chunks: the new release keeps the previous release's own hashed files next
 * to its own (never what that one carried itself, so it reaches back one release, not forever).
 * Returns the files carried over.
 */
export function carryPreviousAssets(previousPublic: string, nextPublic: string): string[] {
  if (!existsSync(previousPublic)) return [];
  const inherited = carriedBy(previousPublic);
  const carried = readdirSync(previousPublic, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isHashed(entry.name) && !inherited.has(entry.name))
    .map((entry) => entry.name)
    .filter((file) => !existsSync(path.join(nextPublic, file)))
    .sort();
  for (const file of carried) copyFileSync(path.join(previousPublic, file), path.join(nextPublic, file));
  writeFileSync(path.join(nextPublic, CARRIED_LIST), `${JSON.stringify(carried, null, 2)}\n`);
  return carried;
}

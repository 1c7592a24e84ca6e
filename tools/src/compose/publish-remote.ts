import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from './content-hash';
import { publishRecordText, type PublishRecord } from './publish-record';

/** Written into every published version folder; the CDN does not serve dot files. */
export const PUBLISH_RECORD = '.published.json';

export interface PublishInput {
  remote: string;
  /** The version of the remote's package.json. */
  version: string;
  distDir: string;
  /** The CDN folder holding <remote>/<version>/. */
  deployDir: string;
  publishedBy: string;
  now?: Date;
  /** Publish under the package version only: refuse instead of adding the content hash. */
  exact?: boolean;
}

export interface PublishResult {
  outcome: 'published' | 'unchanged';
  version: string;
  folder: string;
}

/** An expected refusal, worded for the person publishing. */
export class PublishRefused extends Error {}

/** Copies next to the target and renames, so the CDN never serves a half-copied version. */
function writeVersion(input: PublishInput, version: string, hash: string, folder: string): void {
  const staging = path.join(path.dirname(folder), `.staging-${process.pid}-${Date.now()}`);
  mkdirSync(path.dirname(folder), { recursive: true });
  cpSync(input.distDir, staging, { recursive: true });
  writeFileSync(path.join(staging, PUBLISH_RECORD), publishRecordText(input, version, hash));
  try {
    renameSync(staging, folder);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Publishes a build under <remote>/<version>/: the package version, or the package version plus the
 * build's content hash when that version already holds other content. An existing version is never
 * overwritten, so pages opened on it keep finding their chunks; publishing the same build again
 * changes nothing.
 */
export function publishBuild(input: PublishInput): PublishResult {
  if (!existsSync(path.join(input.distDir, 'mf-manifest.json'))) {
    throw new PublishRefused(`${input.remote} has no build in ${input.distDir} (no mf-manifest.json): build it first.`);
  }
  const hash = contentHash(input.distDir);
  const candidates = input.exact ? [input.version] : [input.version, `${input.version}+${hash.slice(0, 8)}`];
  for (const version of candidates) {
    const folder = path.join(input.deployDir, input.remote, version);
    if (!existsSync(folder)) {
      writeVersion(input, version, hash, folder);
      return { outcome: 'published', version, folder };
    }
    if (contentHash(folder) === hash) return { outcome: 'unchanged', version, folder };
  }
  const taken = candidates.at(-1)!;
  throw new PublishRefused(
    input.exact
      ? `${input.remote}@${taken} is already published with different content, and a published version is never overwritten. Bump "version" in the remote's package.json, or publish without --exact to get ${taken}+${hash.slice(0, 8)}.`
      : `${input.remote}@${taken} already exists with different content, and a published version is never overwritten: ${path.join(input.deployDir, input.remote, taken)} was changed after it was published.`,
  );
}

/** The publish record of a version folder, if it was written by publishBuild. */
export function publishRecordOf(folder: string): PublishRecord | undefined {
  const file = path.join(folder, PUBLISH_RECORD);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as PublishRecord;
}

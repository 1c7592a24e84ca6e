import { cpSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { contentHash } from './content-hash';
import { publishBuild, publishRecordOf } from './publish-remote';

export interface LocalVersionInput {
  remote: string;
  /** The version the local environment file names. */
  named: string;
  /** The version of the remote's package.json. */
  packageVersion: string;
  distDir: string;
  deployDir: string;
  publishedBy: string;
}

export interface LocalVersionResult {
  folder: string;
  /** Set when the named version is served but differs from the working tree's build. */
  note?: string;
}

function replaceFolder(source: string, folder: string): void {
  const staging = `${folder}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.dirname(folder), { recursive: true });
  cpSync(source, staging, { recursive: true });
  rmSync(folder, { recursive: true, force: true });
  renameSync(staging, folder);
}

/**
 * Makes sure the version the local environment names is on the local CDN. A folder that holds the
 * package version and was not published (the working copy local serving has always kept) follows
 * the working tree's build, so a rebuilt remote is what the local site serves. A published version
 * is never touched, and a named `<version>+<hash>` is published from the build when it matches.
 */
export function ensureLocalVersion(input: LocalVersionInput): LocalVersionResult {
  const folder = path.join(input.deployDir, input.remote, input.named);
  const published = existsSync(folder) && publishRecordOf(folder) !== undefined;
  const hasBuild = existsSync(path.join(input.distDir, 'mf-manifest.json'));
  if (published || (existsSync(folder) && input.named !== input.packageVersion)) {
    const differs = hasBuild && input.named === input.packageVersion && contentHash(folder) !== contentHash(input.distDir);
    const note = differs
      ? `${input.remote}@${input.named} is a published version and differs from ${input.distDir}; serving the published one. Publish the build (pnpm compose publish ${input.remote} --no-build) and promote it to serve it.`
      : undefined;
    return { folder, note };
  }
  if (!hasBuild) throw new Error(`${input.remote} has no build in ${input.distDir}: run "pnpm build" first`);
  if (input.named === input.packageVersion) {
    if (!existsSync(folder) || contentHash(folder) !== contentHash(input.distDir)) replaceFolder(input.distDir, folder);
    return { folder };
  }
  const result = publishBuild({ ...input, version: input.packageVersion });
  if (result.version !== input.named) {
    throw new Error(`The local environment names ${input.remote}@${input.named}, which is not on the local CDN and is not the current build (${result.version}).`);
  }
  return { folder };
}

import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type SiteConfig, versionOf } from '@echowatch/contracts';
import { DEPLOY_DIR } from './own-site';

function filesOf(root: string, dir = ''): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => (entry.isDirectory() ? filesOf(root, path.posix.join(dir, entry.name)) : [path.posix.join(dir, entry.name)]));
}

/** What a promotion pins of a version folder (tools/src/compose/server-digests.ts): each file of its server build, by path in server/. */
export function serverDigestsOf(folder: string): Record<string, string> {
  const dir = path.join(folder, 'server');
  if (!existsSync(dir)) return {};
  const digestOf = (file: string) => `sha256-${createHash('sha256').update(readFileSync(path.join(dir, file))).digest('base64')}`;
  return Object.fromEntries(filesOf(dir).sort().map((file) => [file, digestOf(file)]));
}

/**
 * The environment with every remote it leaves unpinned pinned as its version folder on the local
 * CDN holds it: what a server in production mode needs to run the remotes' server code at all.
 */
export function pinDeployedVersions(config: SiteConfig): SiteConfig {
  const pins = { ...config.serverDigests };
  for (const remote of REMOTE_NAMES) pins[remote] ??= serverDigestsOf(path.join(DEPLOY_DIR, remote, versionOf(config.remotes[remote])));
  return { ...config, serverDigests: pins };
}

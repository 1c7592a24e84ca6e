import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type SiteConfig, versionOf } from '@echowatch/contracts';
import { serverDigestsOf } from '../compose/server-digests';
import { DEPLOY_DIR } from '../paths';

export interface EnvironmentCopy {
  file: string;
  remove(): void;
}

/**
 * The environment file the running site serves, copied to a folder of its own: the load bench's
 * server processes read it (hosts, remotes) and the memory run promotes versions in it, without
 * touching the repository's files. Those processes run in production mode, which runs no unpinned
 * server code, so the copy pins each remote's server build as the local CDN folder holds it (the
 * local site's versions are copies of the builds, with no publish record to pin from).
 */
export async function copyServedEnvironment(siteOrigin: string, edit: (config: Record<string, unknown>) => void = () => undefined): Promise<EnvironmentCopy> {
  const response = await fetch(`${siteOrigin}/env.json`);
  if (!response.ok) throw new Error(`${siteOrigin}/env.json answered ${response.status}`);
  const config = (await response.json()) as Record<string, unknown>;
  edit(config);
  const { remotes } = config as unknown as SiteConfig;
  const serverDigests = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, serverDigestsOf(path.join(DEPLOY_DIR, remote, versionOf(remotes[remote])))]));
  const unbuilt = REMOTE_NAMES.filter((remote) => Object.keys(serverDigests[remote]!).length === 0);
  if (unbuilt.length > 0) throw new Error(`${unbuilt.join(', ')}: no server build in ${DEPLOY_DIR} to pin; run pnpm build, then pnpm serve once.`);
  config.serverDigests = serverDigests;
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-environment-'));
  const file = path.join(dir, 'bench.json');
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type SiteConfig, versionOf } from '@echowatch/contracts';
import { currentUser } from './compose/commands/command-support';
import { ensureLocalVersion } from './compose/local-versions';
import { appDir, DEPLOY_DIR, environmentFile } from './paths';

export function remoteVersion(remote: RemoteName): string {
  const pkg = JSON.parse(readFileSync(path.join(appDir(remote), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/**
 * Makes sure every version configs/environments/local.json names is on the local CDN folder, from
 * the remotes' builds (see ensureLocalVersion), and returns their folders.
 */
export function deployRemotes(remotes: readonly RemoteName[] = REMOTE_NAMES): string[] {
  const local = JSON.parse(readFileSync(environmentFile('local'), 'utf8')) as SiteConfig;
  return remotes.map((remote) => {
    const { folder, note } = ensureLocalVersion({
      remote,
      named: versionOf(local.remotes[remote]),
      packageVersion: remoteVersion(remote),
      distDir: path.join(appDir(remote), 'dist'),
      deployDir: DEPLOY_DIR,
      publishedBy: currentUser(),
    });
    if (note) console.warn(note);
    return folder;
  });
}

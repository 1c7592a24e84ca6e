import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@echowatch/contracts';
import { appDir, DEPLOY_DIR } from './paths';

export function remoteVersion(remote: RemoteName): string {
  const pkg = JSON.parse(readFileSync(path.join(appDir(remote), 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

/** Copies each built remote, unchanged, to /<remote>/<version>/ of the local CDN folder. */
export function deployRemotes(remotes: readonly RemoteName[] = REMOTE_NAMES): string[] {
  return remotes.map((remote) => {
    const dist = path.join(appDir(remote), 'dist');
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) {
      throw new Error(`${remote} has no build in ${dist}: run "pnpm build" first`);
    }
    const target = path.join(DEPLOY_DIR, remote, remoteVersion(remote));
    rmSync(target, { recursive: true, force: true });
    cpSync(dist, target, { recursive: true });
    return target;
  });
}

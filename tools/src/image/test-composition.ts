import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { freePort } from '../bench/site-process';
import { serverDigestsOf } from '../compose/server-digests';
import { deployRemotes } from '../deploy-remotes';
import { DEPLOY_DIR, RELEASE_DIR } from '../paths';
import { startRemoteCdn } from '../servers/remote-cdn';
import { imageTestEnvironment } from './test-environment';

export interface TestComposition {
  /** The environment file to mount as SITE_ENV_FILE. */
  environmentFile: string;
  environment: SiteConfig;
  stop(): Promise<void>;
}

/** The release's local environment with the remotes at `cdnOrigin`, pinned as the remotes' current builds are. */
export function pinnedLocalEnvironment(cdnOrigin: string): SiteConfig {
  const folders = deployRemotes();
  const digests = Object.fromEntries(REMOTE_NAMES.map((remote, index) => [remote, serverDigestsOf(folders[index]!)])) as Record<
    RemoteName,
    Record<string, string>
  >;
  const local = JSON.parse(readFileSync(path.join(RELEASE_DIR, 'environments', 'local.json'), 'utf8')) as SiteConfig;
  return imageTestEnvironment(local, cdnOrigin, digests);
}

/** The remotes' current builds on a CDN of their own (on 127.0.0.1), and an environment pinning them. */
export async function startTestComposition(): Promise<TestComposition> {
  const port = await freePort();
  const environment = pinnedLocalEnvironment(`http://127.0.0.1:${port}`);
  const cdn: Server = await startRemoteCdn(DEPLOY_DIR, port);
  const dir = mkdtempSync(path.join(tmpdir(), 'ew-image-test-'));
  const environmentFile = path.join(dir, 'env.json');
  writeFileSync(environmentFile, JSON.stringify(environment, null, 2));
  return {
    environmentFile,
    environment,
    stop: async () => {
      cdn.closeAllConnections();
      await new Promise<void>((resolve) => cdn.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

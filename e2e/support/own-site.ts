import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteName, SiteConfig } from '@echowatch/contracts';
import { REMOTES_URL, SITE_URL } from './local-sites';

const ROOT = path.resolve(__dirname, '..', '..');
/** Where the local CDN serves remote versions from (tools/src/paths.ts). */
export const DEPLOY_DIR = process.env.REMOTES_DIR ?? path.join(ROOT, '.deploy', 'cdn');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface OwnSite {
  url: string;
  environmentFile: string;
  /** Rewrites the environment file the way a platform engineer would: whole file, atomically. */
  updateEnvironment(change: (config: SiteConfig) => void): void;
  stop(): Promise<void>;
}

/**
 * A second shell server, with its own environment file, beside the suite's composition (same
 * remotes' CDN and sandbox API): for tests that change what the server itself reads.
 */
export async function startOwnSite(change: (config: SiteConfig) => void = () => undefined, env: NodeJS.ProcessEnv = {}): Promise<OwnSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'ew-site-'));
  const environmentFile = path.join(dir, 'env.json');
  const config = (await (await fetch(`${SITE_URL}/env.json`)).json()) as SiteConfig;
  const write = (next: SiteConfig) => {
    const temporary = `${environmentFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(next, null, 2));
    cpSync(temporary, environmentFile);
    rmSync(temporary);
  };
  change(config);
  write(config);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/shell/server/start-shell-server.ts')], {
    cwd: ROOT,
    env: { ...process.env, METRICS_PORT: 'off', ...env, PORT: String(port), SITE_ENV_FILE: environmentFile },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    const up = await fetch(`${url}/env.json`).then((response) => response.ok, () => false);
    if (up) break;
    if (tries > 150) throw new Error(`the shell server on ${url} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    environmentFile,
    updateEnvironment(next) {
      const current = JSON.parse(readFileSync(environmentFile, 'utf8')) as SiteConfig;
      next(current);
      write(current);
    },
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The version folders of a remote on the local CDN. */
export function deployedVersion(remote: RemoteName): string {
  const versions = readdirSync(path.join(DEPLOY_DIR, remote));
  if (versions.length === 0) throw new Error(`${remote} is not deployed in ${DEPLOY_DIR}`);
  return versions.sort()[0]!;
}

/**
 * Publishes a copy of a deployed remote version under a new version, changed by `edit` (which
 * gets the folder), and returns its manifest URL. `stop` removes it again.
 */
export function publishVariant(remote: RemoteName, version: string, edit: (folder: string) => void) {
  const folder = path.join(DEPLOY_DIR, remote, version);
  cpSync(path.join(DEPLOY_DIR, remote, deployedVersion(remote)), folder, { recursive: true });
  edit(folder);
  return {
    manifest: `${REMOTES_URL}/${remote}/${version}/mf-manifest.json`,
    remove: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** Replaces a text in every script of a published folder (browser and server builds alike). */
export function replaceInScripts(folder: string, from: string, to: string): number {
  let files = 0;
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.js')) {
        const text = readFileSync(file, 'utf8');
        if (text.includes(from)) {
          writeFileSync(file, text.split(from).join(to));
          // The build's brotli copy still holds the old code, and browsers are sent it first.
          rmSync(`${file}.br`, { force: true });
          files += 1;
        }
      }
    }
  };
  visit(folder);
  return files;
}

/**
 * Own sites for the tests of a describe block: every site started with `start` is stopped, and every
 * cleanup (a published variant, a server) run, after each test.
 */
export function ownSitesPerTest(test: { afterEach(cleanUp: () => Promise<void>): void }) {
  const started: OwnSite[] = [];
  const cleanups: (() => void)[] = [];
  test.afterEach(async () => {
    for (const site of started.splice(0)) await site.stop();
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  return {
    cleanups,
    start: async (change?: (config: SiteConfig) => void) => {
      const site = await startOwnSite(change);
      started.push(site);
      return site;
    },
  };
}

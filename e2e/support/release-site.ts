import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import { pinDeployedVersions } from './deployed-digests';

const ROOT = path.resolve(__dirname, '..', '..');
/** Written by the shell's build (apps/shell/server/release-build/build-release.ts). */
export const RELEASE_DIR = path.join(ROOT, 'apps', 'shell', 'release');

export interface ReleaseSite {
  url: string;
  /** Its Prometheus metrics (the metrics port the system picked), once it has said where. */
  metricsUrl: () => string | undefined;
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string;
  /** Settles with the exit code when the process ends. */
  exited: Promise<number | null>;
  signal: (signal: NodeJS.Signals) => void;
  remove: () => void;
}

/** The server logs JSON lines; the one with this message names an address. */
function loggedUrl(output: string, message: string): string | undefined {
  const line = output.split('\n').find((text) => text.includes(`"msg":"${message}"`));
  return line ? (JSON.parse(line) as { url?: string }).url : undefined;
}

/**
 * The release folder copied outside the repository (so nothing of the workspace can be found from
 * it) and started as production starts it: `node server.js`, no tsx, settings from the environment.
 * Production runs no unpinned server code, so every remote `config` leaves unpinned is pinned as
 * the local CDN holds it.
 */
export async function startReleaseSite(
  config: SiteConfig,
  settings: Record<string, string> = {},
  // Changes the copy before it starts (a test's next release of the shell).
  prepare: (releaseDir: string) => void = () => undefined,
): Promise<ReleaseSite> {
  if (!existsSync(path.join(RELEASE_DIR, 'server.js'))) throw new Error(`${RELEASE_DIR} is missing: run pnpm build first.`);
  const dir = mkdtempSync(path.join(tmpdir(), 'ew-release-'));
  const release = path.join(dir, 'site');
  cpSync(RELEASE_DIR, release, { recursive: true });
  prepare(release);
  const environmentFile = path.join(dir, 'env.json');
  writeFileSync(environmentFile, JSON.stringify(pinDeployedVersions(config), null, 2));
  const { PATH, HOME } = process.env;
  const child = spawn(process.execPath, ['server.js'], {
    cwd: release,
    // Only what an operator would set: no NODE_OPTIONS or loaders of the test runner.
    env: { PATH, HOME, NODE_ENV: 'production', SITE_ENV: 'local', SITE_ENV_FILE: environmentFile, PORT: '0', METRICS_PORT: '0', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // PORT=0 lets the system pick a free port; the server names it when it listens.
  const url = await new Promise<string>((resolve, reject) => {
    const listening = () => {
      const address = loggedUrl(output, 'site listening');
      if (address) {
        child.stdout.off('data', listening);
        resolve(address);
      }
    };
    child.stdout.on('data', listening);
    void exited.then((code) => reject(new Error(`the release exited with ${code} before listening:\n${output}`)));
  });
  return {
    url,
    metricsUrl: () => loggedUrl(output, 'metrics listening'),
    output: () => output,
    exited,
    signal: (signal) => child.kill(signal),
    remove: () => {
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { deployRemotes } from './deploy-remotes';
import { DEFAULT_PORTS, localEnvironmentFile } from './local-environment';
import { DEPLOY_DIR, releaseEntry, RELEASE_DIR, ROOT } from './paths';
import {
  authEmulatorIsUp,
  emulatorOrigin,
  firebaseAuthPort,
  spawnAuthEmulator,
} from './servers/firebase-auth-emulator';
import { startRemoteCdn } from './servers/remote-cdn';
import { siteMetricsAddress } from './site-metrics-address';
import { waitForUrl } from './wait-for-url';

const sitePort = Number(process.env.PORT ?? DEFAULT_PORTS.site);
const sandboxPort = Number(process.env.SANDBOX_PORT ?? DEFAULT_PORTS.sandbox);
const remotesPort = Number(process.env.REMOTES_PORT ?? DEFAULT_PORTS.remotes);
const authEmulatorPort = firebaseAuthPort();

const children: ChildProcess[] = [];
let stopping = false;

// --release serves the site from the release folder the build writes, started as production starts it.
const siteFromRelease = process.argv.includes('--release');

const runTs = (name: string, file: string, env: Record<string, string>) =>
  runNode(name, ['--import', 'tsx', path.join(ROOT, file)], env);

function runNode(name: string, args: string[], env: Record<string, string>, cwd = ROOT): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${name} stopped unexpectedly (exit code ${code}); stopping the composition.`);
    void stop(1);
  });
  children.push(child);
  return child;
}

let cdnClose: (() => void) | undefined;

/**
 * Phone sign-in's SMS provider. It is started first because it takes the longest; an emulator another
 * composition already runs on the port is shared. Its loss only breaks phone sign-in, so it warns
 * instead of stopping the site.
 */
async function startAuthEmulator(): Promise<void> {
  if (await authEmulatorIsUp(authEmulatorPort)) {
    console.log(`Using the Firebase Auth emulator already running on ${emulatorOrigin(authEmulatorPort)}`);
    return;
  }
  const child = spawnAuthEmulator(authEmulatorPort);
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(
      `Firebase Auth emulator stopped (exit code ${code}); phone sign-in is unavailable. See .deploy/firebase-auth-${authEmulatorPort}.log.`,
    );
  });
  children.push(child);
}

async function stop(exitCode: number): Promise<void> {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  cdnClose?.();
  process.exit(exitCode);
}

const instancesAt = process.argv.indexOf('--instances');

/** `--instances N`: the production topology rehearsed (N site servers, nginx, an S3-compatible store). */
async function rehearseInstead(): Promise<void> {
  const instances = Number(process.argv[instancesAt + 1]);
  if (!Number.isInteger(instances) || instances < 1) throw new Error('--instances needs a number of site servers, e.g. --instances 3.');
  const { rehearse } = await import('./rehearsal/rehearse');
  const rehearsal = await rehearse(instances, { site: sitePort, sandbox: sandboxPort, remotes: remotesPort, firebaseAuth: authEmulatorPort }, (name) => {
    console.error(`${name} stopped unexpectedly; stopping the rehearsal.`);
    void rehearsal.stop().then(() => process.exit(1));
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void rehearsal.stop().then(() => process.exit(0)));
}

/** Deploys the built remotes and serves the whole composed site with its sandbox API. */
async function main(): Promise<void> {
  if (instancesAt >= 0) return rehearseInstead();
  await startAuthEmulator();
  deployRemotes();
  const cdn = await startRemoteCdn(DEPLOY_DIR, remotesPort);
  cdnClose = () => cdn.close();
  runTs('sandbox API', 'apps/sandbox-api/src/main.ts', {
    SANDBOX_PORT: String(sandboxPort),
    PORT: String(sitePort),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authEmulatorPort}`,
  });
  const siteEnvFile =
    process.env.SITE_ENV_FILE ??
    localEnvironmentFile({ site: sitePort, sandbox: sandboxPort, remotes: remotesPort, firebaseAuth: authEmulatorPort });
  const siteEnv = { PORT: String(sitePort), SITE_ENV: process.env.SITE_ENV ?? 'local', SITE_ENV_FILE: siteEnvFile };
  if (!siteFromRelease) runTs('site', 'apps/shell/server/start-shell-server.ts', siteEnv);
  else runNode('site', [releaseEntry()], siteEnv, RELEASE_DIR);
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${sandboxPort}/__health`),
    waitForUrl(`http://127.0.0.1:${sitePort}/env.json`),
    waitForUrl(`${emulatorOrigin(authEmulatorPort)}/`, 120_000).catch(() =>
      console.error(`The Firebase Auth emulator did not answer on ${emulatorOrigin(authEmulatorPort)}.`),
    ),
  ]);
  console.log(`
EchoWatch is running:
  site          http://localhost:${sitePort}
  site metrics  ${siteMetricsAddress(sitePort, process.env)}
  sandbox API   http://127.0.0.1:${sandboxPort}  (outbox: http://127.0.0.1:${sandboxPort}/__outbox)
  remotes       http://localhost:${remotesPort}/<remote>/<version>/
  SMS (Firebase Auth emulator)  ${emulatorOrigin(authEmulatorPort)}  (codes: /emulator/v1/projects/demo-echowatch/verificationCodes)
Press Ctrl+C to stop.`);
}

if (instancesAt < 0) for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stop(1);
});

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../paths';

export const DEFAULT_FIREBASE_AUTH_PORT = 9099;
/** A `demo-` project never reaches Google: the emulator runs with no network and no login. */
export const FIREBASE_PROJECT = 'demo-echowatch';

const require = createRequire(import.meta.url);

export function firebaseAuthPort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.FIREBASE_AUTH_PORT);
  return Number.isInteger(port) && port > 0 ? port : DEFAULT_FIREBASE_AUTH_PORT;
}

interface Listen {
  host: string;
  port: number;
}

interface FirebaseJson {
  emulators: { auth: Listen; hub: Listen; logging: Listen } & Record<string, unknown>;
}

/**
 * The repository's firebase.json, or a copy under .deploy/ with the auth emulator moved to `port`.
 * The hub and logging ports move with it (port + 1, + 2): left to the CLI, two emulators started
 * side by side can both pick the same one.
 */
export function emulatorConfigFile(port: number): string {
  const file = path.join(ROOT, 'firebase.json');
  const config = JSON.parse(readFileSync(file, 'utf8')) as FirebaseJson;
  if (config.emulators.auth.port === port) return file;
  config.emulators.auth.port = port;
  config.emulators.hub.port = port + 1;
  config.emulators.logging.port = port + 2;
  const target = path.join(ROOT, '.deploy', `firebase.${port}.json`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, `${JSON.stringify(config, null, 2)}\n`);
  return target;
}

export function emulatorOrigin(port: number): string {
  return `http://127.0.0.1:${port}`;
}

/** True when an auth emulator already answers on the port (another composition started it). */
export async function authEmulatorIsUp(port: number): Promise<boolean> {
  try {
    const response = await fetch(`${emulatorOrigin(port)}/`, { signal: AbortSignal.timeout(1000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

/**
 * Starts the Firebase Authentication emulator that phone sign-in talks to locally. The CLI is run by
 * node directly (not through npx) so stopping this one process stops the emulator.
 */
export function spawnAuthEmulator(port: number): ChildProcess {
  const cli = require.resolve('firebase-tools/lib/bin/firebase.js', { paths: [ROOT] });
  const logDir = path.join(ROOT, '.deploy');
  mkdirSync(logDir, { recursive: true });
  const args = ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT, '--config', emulatorConfigFile(port)];
  return spawn(process.execPath, [cli, ...args], {
    // The CLI drops its debug log in the working folder; keep it out of the source tree.
    cwd: logDir,
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: '1' },
    // Its banner and warnings go to a log beside its debug log, so a failed start can be read there.
    stdio: ['ignore', openSync(path.join(logDir, `firebase-auth-${port}.log`), 'w'), 'inherit'],
  });
}

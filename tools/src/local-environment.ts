import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { environmentFile, ROOT } from './paths';

export interface LocalPorts {
  site: number;
  sandbox: number;
  remotes: number;
  /** The Firebase Auth emulator named by `firebase.authEmulatorUrl`. */
  firebaseAuth: number;
}

export const DEFAULT_PORTS: LocalPorts = { site: 8080, sandbox: 8090, remotes: 8081, firebaseAuth: 9099 };

/**
 * The local composition names the default ports; when PORT, SANDBOX_PORT, REMOTES_PORT or
 * FIREBASE_AUTH_PORT moves a server, the served env.json must point at where things really are.
 */
export function localEnvironmentFile(ports: LocalPorts): string {
  const file = environmentFile('local');
  const moved = (Object.keys(ports) as (keyof LocalPorts)[]).filter((key) => ports[key] !== DEFAULT_PORTS[key]);
  if (moved.length === 0) return file;
  let text = readFileSync(file, 'utf8');
  for (const key of moved) {
    text = text.replace(new RegExp(`(localhost|127\\.0\\.0\\.1):${DEFAULT_PORTS[key]}\\b`, 'g'), `$1:${ports[key]}`);
  }
  const target = path.join(ROOT, '.deploy', `env.local.${ports.site}.json`);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, text);
  return target;
}

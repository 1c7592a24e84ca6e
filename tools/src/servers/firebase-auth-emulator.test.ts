import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PORTS, localEnvironmentFile } from '../local-environment';
import { ROOT } from '../paths';
import { emulatorConfigFile, firebaseAuthPort } from './firebase-auth-emulator';

describe('Firebase Auth emulator settings', () => {
  it('listens on 9099 unless FIREBASE_AUTH_PORT moves it', () => {
    expect(firebaseAuthPort({})).toBe(9099);
    expect(firebaseAuthPort({ FIREBASE_AUTH_PORT: '9499' })).toBe(9499);
    expect(firebaseAuthPort({ FIREBASE_AUTH_PORT: 'later' })).toBe(9099);
  });

  it('uses the repository firebase.json at the default port and a moved copy otherwise', () => {
    expect(emulatorConfigFile(9099)).toBe(path.join(ROOT, 'firebase.json'));
    const moved = JSON.parse(readFileSync(emulatorConfigFile(9599), 'utf8')) as {
      emulators: Record<string, { host?: string; port?: number; enabled?: boolean }>;
    };
    expect(moved.emulators.auth).toEqual({ host: '127.0.0.1', port: 9599 });
    // Hub and logging move with it, so two compositions never fight over them.
    expect(moved.emulators.hub).toEqual({ host: '127.0.0.1', port: 9600 });
    expect(moved.emulators.logging).toEqual({ host: '127.0.0.1', port: 9601 });
    expect(moved.emulators.ui).toEqual({ enabled: false });
  });

  it('points the served env.json at a moved emulator', () => {
    const file = localEnvironmentFile({ ...DEFAULT_PORTS, site: 8977, firebaseAuth: 9599 });
    const config = JSON.parse(readFileSync(file, 'utf8')) as { firebase: { authEmulatorUrl: string }; hosts: { api: string } };
    expect(config.firebase.authEmulatorUrl).toBe('http://127.0.0.1:9599');
    expect(config.hosts.api).toBe('http://localhost:8090');
  });
});

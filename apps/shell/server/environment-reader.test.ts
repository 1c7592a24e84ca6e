/** @jest-environment node */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import localEnvironment from '@echowatch/configs/environments/local.json';
import { createEnvironmentReader } from './environment-reader';
import { capturedLog, type CapturedLog } from './testing/captured-log';

function environment(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return { ...(structuredClone(localEnvironment) as unknown as SiteConfig), ...overrides };
}

let dir: string;
let file: string;
// Every write gets its own modification time: two writes within the file system's clock
// resolution would otherwise look like one unchanged file.
let log: CapturedLog;
let mtime: number;

function write(text: string) {
  writeFileSync(file, text);
  mtime += 60;
  utimesSync(file, mtime, mtime);
}

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'environment-reader-'));
  file = path.join(dir, 'env.json');
  mtime = Math.floor(Date.now() / 1000);
  log = capturedLog();
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

describe('createEnvironmentReader', () => {
  it('serves the file as validated', () => {
    write(JSON.stringify(environment()));
    expect(createEnvironmentReader(file)()).toEqual(environment());
  });

  it('reads the file again when it changes', () => {
    write(JSON.stringify(environment()));
    const current = createEnvironmentReader(file);
    expect(current().edition).toBe('government');
    write(JSON.stringify(environment({ edition: 'business', brand: { name: 'EchoWatch Business', siteUrl: 'https://b.example' } })));
    expect(current()).toMatchObject({ edition: 'business', brand: { name: 'EchoWatch Business' } });
  });

  it('logs a promotion written to the file as the remote that moved', () => {
    const serving = (version: string) => environment({ remotes: { ...environment().remotes, 'api-docs': `https://cdn.test/api-docs/${version}/mf-manifest.json` } });
    write(JSON.stringify(serving('1.0.0')));
    const current = createEnvironmentReader(file, log.logger);
    current();
    write(JSON.stringify(serving('0.9.0')));
    current();
    expect(log.lines).toEqual([expect.objectContaining({ level: 'info', msg: 'composition changed', file, changes: [{ remote: 'api-docs', from: '1.0.0', to: '0.9.0' }] })]);
  });

  it('keeps serving the last good configuration while the file is half-written', () => {
    const good = JSON.stringify(environment());
    write(good);
    const current = createEnvironmentReader(file, log.logger);
    current();
    write(good.slice(0, Math.floor(good.length / 2)));
    expect(current()).toEqual(environment());
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error', file, reason: expect.any(String) })]);
    // Once written in full, the new file applies.
    write(JSON.stringify(environment({ edition: 'business' })));
    expect(current().edition).toBe('business');
  });

  it('keeps serving the last good configuration when the new one fails validation', () => {
    write(JSON.stringify(environment()));
    const current = createEnvironmentReader(file, log.logger);
    current();
    const invalid = environment();
    delete (invalid.remotes as Partial<SiteConfig['remotes']>)['auth-flows'];
    write(JSON.stringify(invalid));
    expect(current().remotes['auth-flows']).toBe(localEnvironment.remotes['auth-flows']);
    write(JSON.stringify({ ...environment(), edition: 'enterprise' }));
    expect(current().edition).toBe('government');
    expect(log.lines).toHaveLength(2);
  });

  it('keeps serving the last configuration while the file is briefly missing', () => {
    write(JSON.stringify(environment({ edition: 'business' })));
    const current = createEnvironmentReader(file);
    expect(current().edition).toBe('business');
    rmSync(file);
    expect(current().edition).toBe('business');
    write(JSON.stringify(environment({ edition: 'government' })));
    expect(current().edition).toBe('government');
  });

  it('throws when there never was a good configuration', () => {
    write('{"remotes": {');
    const current = createEnvironmentReader(file);
    expect(() => current()).toThrow(SyntaxError);
    write(JSON.stringify({ ...environment(), routes: { insight: 'insight' } }));
    expect(() => current()).toThrow(/routes\.insight/);
    // A good file after bad ones is served.
    write(JSON.stringify(environment()));
    expect(current()).toEqual(environment());
  });
});

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

// The reader looks at the file once per piece of work (a request): a write is seen by the next.
async function write(text: string) {
  writeFileSync(file, text);
  mtime += 60;
  utimesSync(file, mtime, mtime);
  await new Promise((resolve) => setImmediate(resolve));
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
  it('serves the file as validated', async () => {
    await write(JSON.stringify(environment()));
    expect(createEnvironmentReader(file)()).toEqual(environment());
  });

  it('reads the file again when it changes', async () => {
    await write(JSON.stringify(environment()));
    const current = createEnvironmentReader(file);
    expect(current().edition).toBe('government');
    await write(JSON.stringify(environment({ edition: 'business', brand: { name: 'EchoWatch Business', siteUrl: 'https://b.example' } })));
    expect(current()).toMatchObject({ edition: 'business', brand: { name: 'EchoWatch Business' } });
  });

  it('looks at the file once per piece of work: a request asking again sees what it saw first', async () => {
    await write(JSON.stringify(environment()));
    const current = createEnvironmentReader(file);
    expect(current().edition).toBe('government');
    writeFileSync(file, JSON.stringify(environment({ edition: 'business' })));
    utimesSync(file, mtime + 60, mtime + 60);
    expect(current().edition).toBe('government');
    await new Promise((resolve) => setImmediate(resolve));
    expect(current().edition).toBe('business');
  });

  it('logs a promotion written to the file as the remote that moved', async () => {
    const serving = (version: string) => environment({ remotes: { ...environment().remotes, 'api-docs': `https://cdn.test/api-docs/${version}/mf-manifest.json` } });
    await write(JSON.stringify(serving('1.0.0')));
    const current = createEnvironmentReader(file, log.logger);
    current();
    await write(JSON.stringify(serving('0.9.0')));
    current();
    expect(log.lines).toEqual([expect.objectContaining({ level: 'info', msg: 'composition changed', file, changes: [{ remote: 'api-docs', from: '1.0.0', to: '0.9.0' }] })]);
  });

  it('keeps serving the last good configuration while the file is half-written', async () => {
    const good = JSON.stringify(environment());
    await write(good);
    const current = createEnvironmentReader(file, log.logger);
    current();
    await write(good.slice(0, Math.floor(good.length / 2)));
    expect(current()).toEqual(environment());
    expect(log.lines).toEqual([expect.objectContaining({ level: 'error', file, reason: expect.any(String) })]);
    // Once written in full, the new file applies.
    await write(JSON.stringify(environment({ edition: 'business' })));
    expect(current().edition).toBe('business');
  });

  it('keeps serving the last good configuration when the new one fails validation', async () => {
    await write(JSON.stringify(environment()));
    const current = createEnvironmentReader(file, log.logger);
    current();
    const invalid = environment();
    delete (invalid.remotes as Partial<SiteConfig['remotes']>)['auth-flows'];
    await write(JSON.stringify(invalid));
    expect(current().remotes['auth-flows']).toBe(localEnvironment.remotes['auth-flows']);
    await write(JSON.stringify({ ...environment(), edition: 'enterprise' }));
    expect(current().edition).toBe('government');
    expect(log.lines).toHaveLength(2);
  });

  it('keeps serving the last configuration while the file is briefly missing', async () => {
    await write(JSON.stringify(environment({ edition: 'business' })));
    const current = createEnvironmentReader(file);
    expect(current().edition).toBe('business');
    rmSync(file);
    await new Promise((resolve) => setImmediate(resolve));
    expect(current().edition).toBe('business');
    await write(JSON.stringify(environment({ edition: 'government' })));
    expect(current().edition).toBe('government');
  });

  it('throws when there never was a good configuration', async () => {
    await write('{"remotes": {');
    const current = createEnvironmentReader(file);
    expect(() => current()).toThrow(SyntaxError);
    await write(JSON.stringify({ ...environment(), routes: { insight: 'insight' } }));
    expect(() => current()).toThrow(/routes\.insight/);
    // A good file after bad ones is served.
    await write(JSON.stringify(environment()));
    expect(current()).toEqual(environment());
  });
});

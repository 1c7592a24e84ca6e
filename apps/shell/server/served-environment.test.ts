import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { knownEnvironments, servedEnvironmentFile, sharedEnvironment } from './served-environment';

let ENVIRONMENTS: string;

beforeAll(() => {
  ENVIRONMENTS = mkdtempSync(path.join(tmpdir(), 'ew-environments-'));
  for (const file of ['local.json', 'production.json', 'staging.json', 'production.history.json', 'notes.txt']) writeFileSync(path.join(ENVIRONMENTS, file), '{}');
});
afterAll(() => rmSync(ENVIRONMENTS, { recursive: true, force: true }));

describe('servedEnvironmentFile', () => {
  it('refuses to guess in production', () => {
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production' }, ENVIRONMENTS)).toThrow(/SITE_ENV naming one of local, production, staging .*or SITE_ENV_FILE/);
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: ' ' }, ENVIRONMENTS)).toThrow(/SITE_ENV/);
  });

  it('serves the named environment in production', () => {
    expect(servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: 'production' }, ENVIRONMENTS)).toBe(path.join(ENVIRONMENTS, 'production.json'));
  });

  it('takes SITE_ENV_FILE alone, in production too, and whatever SITE_ENV says beside it', () => {
    expect(servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV_FILE: '/etc/echowatch/env.json' }, ENVIRONMENTS)).toBe('/etc/echowatch/env.json');
    expect(servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: 'bench', SITE_ENV_FILE: '/tmp/env.json' }, ENVIRONMENTS)).toBe('/tmp/env.json');
    expect(servedEnvironmentFile({ SITE_ENV_FILE: '/tmp/env.json' }, ENVIRONMENTS)).toBe('/tmp/env.json');
  });

  it('stops at a name that has no file, naming the ones there are', () => {
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: 'prod' }, ENVIRONMENTS)).toThrow(
      `SITE_ENV=prod names no environment: it must be one of local, production, staging (${ENVIRONMENTS}), or set SITE_ENV_FILE=<path to its file>.`,
    );
    expect(() => servedEnvironmentFile({ SITE_ENV: 'production.history' }, ENVIRONMENTS)).toThrow(/names no environment/);
    expect(() => servedEnvironmentFile({ SITE_ENV: 'staging' }, path.join(ENVIRONMENTS, 'missing'))).toThrow(/which holds none/);
  });

  it('serves the local composition by default elsewhere', () => {
    expect(servedEnvironmentFile({}, ENVIRONMENTS)).toBe(path.join(ENVIRONMENTS, 'local.json'));
  });
});

describe('knownEnvironments', () => {
  it('lists the environment files of a folder by name, histories and other files aside', () => {
    expect(knownEnvironments(ENVIRONMENTS)).toEqual(['local', 'production', 'staging']);
  });
});

describe('sharedEnvironment', () => {
  it('takes an http(s) address or an object in a bucket, and nothing else', () => {
    expect(sharedEnvironment({ SITE_ENV_URL: 'https://store.test/envs/production.json' })).toEqual({ url: 'https://store.test/envs/production.json', intervalMs: 5000 });
    expect(sharedEnvironment({ SITE_ENV_URL: 's3://echowatch/envs/production.json', SITE_ENV_POLL_MS: '2000' })).toEqual({ url: 's3://echowatch/envs/production.json', intervalMs: 2000 });
    expect(() => sharedEnvironment({ SITE_ENV_URL: 's3://echowatch' })).toThrow(/s3:\/\/bucket\/key/);
    expect(() => sharedEnvironment({ SITE_ENV_URL: '/etc/env.json' })).toThrow(/SITE_ENV_URL/);
    expect(sharedEnvironment({})).toBeNull();
  });
});

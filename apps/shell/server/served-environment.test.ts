import path from 'node:path';
import { servedEnvironmentFile, sharedEnvironment } from './served-environment';

const ENVIRONMENTS = path.join('/', 'site', 'configs', 'environments');

describe('servedEnvironmentFile', () => {
  it('refuses to guess in production', () => {
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production' }, ENVIRONMENTS)).toThrow(/SITE_ENV/);
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: ' ' }, ENVIRONMENTS)).toThrow(/SITE_ENV/);
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV_FILE: '/tmp/env.json' }, ENVIRONMENTS)).toThrow(/SITE_ENV/);
  });

  it('serves the named environment in production', () => {
    expect(servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: 'production' }, ENVIRONMENTS)).toBe(
      path.join(ENVIRONMENTS, 'production.json'),
    );
    expect(servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: 'local', SITE_ENV_FILE: '/tmp/env.json' }, ENVIRONMENTS)).toBe('/tmp/env.json');
  });

  it('serves the local composition by default elsewhere', () => {
    expect(servedEnvironmentFile({}, ENVIRONMENTS)).toBe(path.join(ENVIRONMENTS, 'local.json'));
    expect(servedEnvironmentFile({ SITE_ENV_FILE: '/tmp/env.json' }, ENVIRONMENTS)).toBe('/tmp/env.json');
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

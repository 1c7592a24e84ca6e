import path from 'node:path';
import { servedEnvironmentFile } from './served-environment';

const CONFIGS = path.join('/', 'site', 'configs');

describe('servedEnvironmentFile', () => {
  it('refuses to guess in production', () => {
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production' }, CONFIGS)).toThrow(/SITE_ENV/);
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: ' ' }, CONFIGS)).toThrow(/SITE_ENV/);
    expect(() => servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV_FILE: '/tmp/env.json' }, CONFIGS)).toThrow(/SITE_ENV/);
  });

  it('serves the named environment in production', () => {
    expect(servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: 'production' }, CONFIGS)).toBe(
      path.join(CONFIGS, 'environments', 'production.json'),
    );
    expect(servedEnvironmentFile({ NODE_ENV: 'production', SITE_ENV: 'local', SITE_ENV_FILE: '/tmp/env.json' }, CONFIGS)).toBe('/tmp/env.json');
  });

  it('serves the local composition by default elsewhere', () => {
    expect(servedEnvironmentFile({}, CONFIGS)).toBe(path.join(CONFIGS, 'environments', 'local.json'));
    expect(servedEnvironmentFile({ SITE_ENV_FILE: '/tmp/env.json' }, CONFIGS)).toBe('/tmp/env.json');
  });
});

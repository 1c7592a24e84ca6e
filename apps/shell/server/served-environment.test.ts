import path from 'node:path';
import { servedEnvironmentFile } from './served-environment';

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

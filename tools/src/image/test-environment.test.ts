import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { imageTestEnvironment } from './test-environment';

const local = {
  environment: 'local',
  remotes: Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, `http://localhost:8081/${remote}/1.0.0/mf-manifest.json`])),
  hosts: { api: 'http://localhost:8090' },
} as unknown as SiteConfig;
const digests = {} as Record<RemoteName, Record<string, string>>;
for (const remote of REMOTE_NAMES) digests[remote] = { 'remoteEntry.js': `sha256-${remote}` };

describe('imageTestEnvironment', () => {
  it('serves every remote from the test CDN, same paths, and pins its server code', () => {
    const environment = imageTestEnvironment(local, 'http://127.0.0.1:41234', digests);
    expect(environment.remotes['marketing-blog']).toBe('http://127.0.0.1:41234/marketing-blog/1.0.0/mf-manifest.json');
    expect(environment.serverDigests?.['api-docs']).toEqual({ 'remoteEntry.js': 'sha256-api-docs' });
    expect(environment.hosts).toBe(local.hosts);
  });

  it('refuses a remote without a server build, which a production server would never run', () => {
    expect(() => imageTestEnvironment(local, 'http://127.0.0.1:41234', { ...digests, 'auth-flows': {} })).toThrow(
      /auth-flows has no server build to pin/,
    );
  });
});

import { REMOTE_EXPOSES, REMOTE_NAMES, containerName, type RemoteName } from '@echowatch/contracts';
import { checkComposition, type Fetcher } from './check-composition';
import type { FederationManifest, SharedEntry } from './manifest';

const hostShared: SharedEntry[] = [
  { name: 'react', version: '19.3.1', singleton: true },
  { name: 'react/jsx-runtime', version: '19.3.1' },
  { name: 'react-router-dom', version: '7.18.5', singleton: true },
];

function manifestOf(remote: RemoteName, change: Partial<FederationManifest> = {}): FederationManifest {
  return {
    name: containerName(remote),
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.2.0' },
      { name: 'react/jsx-runtime', version: '19.3.1', requiredVersion: '^19.2.0' },
      { name: 'react-router-dom', version: '7.18.5', singleton: true, requiredVersion: '^7.9.0' },
    ],
    exposes: REMOTE_EXPOSES[remote].map((path) => ({ name: path.slice(2), path })),
    ...change,
  };
}

const urlOf = (remote: string) => `http://cdn.test/${remote}/1.0.0/mf-manifest.json`;
const allRemotes = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, urlOf(remote)]));

function fetcherServing(manifests: Partial<Record<RemoteName, FederationManifest>>, down: string[] = []): Fetcher {
  return async (url) => {
    if (down.some((remote) => url.includes(`/${remote}/`))) throw new Error('connect ECONNREFUSED');
    const remote = REMOTE_NAMES.find((name) => url.includes(`/${name}/`));
    const body = remote ? manifests[remote] : undefined;
    if (url.endsWith('remoteEntry.js')) return { ok: true, status: 200, json: async () => ({}) };
    return body ? { ok: true, status: 200, json: async () => body } : { ok: false, status: 404, json: async () => null };
  };
}

const healthy = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, manifestOf(remote)]));

describe('checkComposition', () => {
  it('accepts a composition where everything is reachable and compatible', async () => {
    const problems = await checkComposition({ remotes: allRemotes, hostShared, fetcher: fetcherServing(healthy) });
    expect(problems).toEqual([]);
  });

  it('names a missing remote and an unreachable manifest', async () => {
    const { 'api-docs': _dropped, ...remotes } = allRemotes;
    const problems = await checkComposition({
      remotes,
      hostShared,
      fetcher: fetcherServing(healthy, ['auth-flows']),
    });
    expect(problems).toEqual([
      'auth-flows: manifest http://cdn.test/auth-flows/1.0.0/mf-manifest.json is unreachable (connect ECONNREFUSED)',
      'remotes.api-docs is missing',
    ]);
  });

  it('names an expose the route table needs that the build lacks', async () => {
    const manifests = { ...healthy, 'pricing-reporting': manifestOf('pricing-reporting', { exposes: [] }) };
    const problems = await checkComposition({ remotes: allRemotes, hostShared, fetcher: fetcherServing(manifests) });
    expect(problems).toEqual(['pricing-reporting: does not expose "./pricing-page" that the route table needs']);
  });

  it('names a shared singleton whose version the shell cannot satisfy', async () => {
    const manifests = {
      ...healthy,
      'marketing-blog': manifestOf('marketing-blog', {
        shared: [{ name: 'react-router-dom', version: '8.0.0', singleton: true, requiredVersion: '^8.0.0' }],
      }),
    };
    const problems = await checkComposition({ remotes: allRemotes, hostShared, fetcher: fetcherServing(manifests) });
    expect(problems).toEqual(['marketing-blog: needs react-router-dom@^8.0.0 but the shell provides 7.18.5']);
  });

  it('names a module shared without singleton and one the shell does not provide', async () => {
    const manifests = {
      ...healthy,
      'api-docs': manifestOf('api-docs', {
        shared: [
          { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0' },
          { name: 'lodash', version: '4.17.21', singleton: true },
        ],
      }),
    };
    const problems = await checkComposition({ remotes: allRemotes, hostShared, fetcher: fetcherServing(manifests) });
    expect(problems).toEqual([
      'api-docs: "react" must be shared as a singleton',
      'api-docs: shares "lodash" but the shell does not provide it',
    ]);
  });
});

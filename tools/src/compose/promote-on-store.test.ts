import type { SiteConfig } from '@echowatch/contracts';
import { parseS3Url, s3ClientFromEnvironment, s3Store } from '../store/s3-store';
import { type S3TestServer, startS3TestServer } from '../store/s3-test-server';
import { historyKeyOf } from './environment-history';
import { type EnvironmentLocation, readHistoryAt } from './environment-location';
import { abortCanary, startCanary } from './canary-remote';
import { promoteRemote } from './promote-remote';
import { environmentText, healthyManifests, manifestOf, startCdn, startSite, type TestServer } from './test-servers';

let s3: S3TestServer;
let cdn: TestServer;
let site: TestServer;
let environment: EnvironmentLocation;

beforeAll(async () => {
  s3 = await startS3TestServer();
  cdn = await startCdn({ manifests: healthyManifests({ 'api-docs/1.1.0': manifestOf('api-docs'), 'api-docs/1.2.0': manifestOf('api-docs'), 'api-docs/1.3.0': manifestOf('api-docs'), 'api-docs/1.4.0': manifestOf('api-docs') }) });
  site = await startSite();
  const store = s3Store({ bucket: s3.bucket, prefix: 'envs' }, s3ClientFromEnvironment(s3.env));
  environment = { store, key: 'staging.json', label: `s3://${s3.bucket}/envs/staging.json` };
  await store.write('staging.json', environmentText(cdn.url, site.url));
});
afterAll(async () => Promise.all([s3.stop(), cdn.close(), site.close()]));

// The versions' records live in the same bucket here; the store is opened with the test server's client.
const promote = (version: string) =>
  promoteRemote({
    environment,
    store: `s3://${s3.bucket}/envs`,
    openStore: (store) => s3Store(parseS3Url(store)!, s3ClientFromEnvironment(s3.env)),
    remote: 'api-docs',
    version,
    action: 'promote',
    by: 'Lan',
    localShellManifest: '/nowhere.json',
    timeoutMs: 2000,
  });

describe('promoteRemote on an environment in a bucket', () => {
  it('applies one of two promotions at once, refuses the other and records one in the history beside it', async () => {
    const results = await Promise.all([promote('1.1.0'), promote('1.2.0')]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['promoted', 'refused']);
    const winner = results.find((result) => result.outcome === 'promoted')!.to;
    const served = JSON.parse((await environment.store.read('staging.json'))!.body.toString()) as SiteConfig;
    expect(served.remotes['api-docs']).toContain(`/api-docs/${winner}/`);
    expect((await readHistoryAt(environment)).entries.map((entry) => `${entry.to} ${entry.store}`)).toEqual([`${winner} s3://${s3.bucket}/envs`]);
    expect(environment.store.describe(historyKeyOf('staging.json'))).toBe(`s3://${s3.bucket}/envs/staging.history.json`);
  });
});

describe('a canary of an environment in a bucket', () => {
  const start = (version: string) =>
    startCanary({
      environment,
      store: `s3://${s3.bucket}/envs`,
      openStore: (store) => s3Store(parseS3Url(store)!, s3ClientFromEnvironment(s3.env)),
      remote: 'api-docs',
      version,
      weight: 20,
      by: 'Lan',
      localShellManifest: '/nowhere.json',
      timeoutMs: 2000,
    });
  const canaryOf = async () => (JSON.parse((await environment.store.read('staging.json'))!.body.toString()) as SiteConfig).canaries?.['api-docs'];

  it('starts one of two canaries at once, refuses the other, and aborts it with a conditional write too', async () => {
    const results = await Promise.all([start('1.3.0'), start('1.4.0')]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['refused', 'started']);
    const winner = results.find((result) => result.outcome === 'started')!.canary!;
    expect((await canaryOf())?.url).toContain(`/api-docs/${winner}/`);
    expect(await abortCanary({ environment, remote: 'api-docs', by: 'Minh' })).toMatchObject({ outcome: 'aborted', canary: winner });
    expect(await canaryOf()).toBeUndefined();
    expect((await readHistoryAt(environment)).entries.filter((entry) => entry.remote === 'api-docs').map((entry) => entry.action).slice(-2)).toEqual(['canary-start', 'canary-abort']);
  });
});

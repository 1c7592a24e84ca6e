import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@echowatch/contracts';
import { checkComposition } from './check-composition';
import type { FederationManifest } from './manifest';
import {
  CHUNK,
  environmentText,
  FEDERATION_VERSION,
  healthyManifests,
  manifestOf,
  SHELL_SHARED,
  serverEntryDigest,
  startCdn,
  startSite,
  type CdnOptions,
  type SiteOptions,
  type TestServer,
} from './test-servers';

const FILE = 'configs/environments/test.json';
let servers: TestServer[] = [];
let noShellBuild: string;

beforeAll(() => {
  noShellBuild = path.join(mkdtempSync(path.join(tmpdir(), 'ew-compose-')), 'missing-mf-manifest.json');
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.close()));
  servers = [];
});
afterAll(() => rmSync(path.dirname(noShellBuild), { recursive: true, force: true }));

async function check(options: Partial<CdnOptions> & { site?: SiteOptions; edit?: (config: Record<string, unknown>) => void } = {}) {
  const cdn = await startCdn({ manifests: options.manifests ?? healthyManifests(), headers: options.headers });
  const site = await startSite(options.site);
  servers.push(cdn, site);
  const config = JSON.parse(environmentText(cdn.url, site.url)) as Record<string, unknown>;
  options.edit?.(config);
  const report = await checkComposition({ text: JSON.stringify(config), fileLabel: FILE, localShellManifest: noShellBuild, timeoutMs: 2000 });
  return { ...report, cdn: cdn.url, site: site.url };
}

const breaking = (remote: string, manifest: FederationManifest) => healthyManifests({ [`${remote}/1.0.0`]: manifest });

/** A healthy build of the remote, made with another Module Federation version (undefined: not recorded). */
function builtWith(remote: RemoteName, pluginVersion: string | undefined): FederationManifest {
  const manifest = manifestOf(remote);
  return { ...manifest, metaData: { ...manifest.metaData, pluginVersion } };
}

describe('checkComposition', () => {
  it('accepts an environment whose file and remotes are sound', async () => {
    const { problems, notes } = await check();
    expect(problems).toEqual([]);
    expect(notes).toEqual([]);
  });

  it('names a missing field of the environment file', async () => {
    const { problems } = await check({ edit: (config) => delete config.flags });
    expect(problems).toEqual([`${FILE}: field "flags" is missing: add it (expected object)`]);
  });

  it('names a missing nested field and a field that is not in the schema', async () => {
    const { problems } = await check({
      edit: (config) => {
        delete (config.remoteLoading as Record<string, unknown>).retries;
        config.remoteLoadng = {};
      },
    });
    expect(problems).toEqual([
      `${FILE}: field "remoteLoading.retries" is missing: add it (expected number)`,
      `${FILE}: field "remoteLoadng" is not part of the schema: remove it or fix its spelling`,
    ]);
  });

  it('takes an image route on the site or an image service, and names anything else', async () => {
    const service = await check({ edit: (config) => (config.images = { endpoint: 'https://img.echowatch.vn/resize' }) });
    expect(service.problems).toEqual([]);
    const { problems } = await check({ edit: (config) => (config.images = { endpoint: 'images' }) });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/"images\.endpoint".*must be a path on the site or an http\(s\) URL/);
  });

  it('names a version that is not published', async () => {
    const manifests = healthyManifests();
    delete manifests['auth-flows/1.0.0'];
    const { problems, cdn } = await check({ manifests });
    expect(problems).toEqual([
      `auth-flows@1.0.0: manifest ${cdn}/auth-flows/1.0.0/mf-manifest.json answered HTTP 404. Fix: publish that version (pnpm compose publish auth-flows) or correct remotes.auth-flows in the environment file.`,
    ]);
  });

  it('names an expose the route table needs that the build lacks', async () => {
    const { problems } = await check({ manifests: breaking('pricing-reporting', manifestOf('pricing-reporting', { exposes: [] })) });
    expect(problems).toEqual([
      'pricing-reporting@1.0.0: does not expose "./packages-page" that the route table needs. Fix: expose it again (packages/contracts/src/remote-exposes.ts) and publish a new build.',
      'pricing-reporting@1.0.0: does not expose "./reporting-service-page" that the route table needs. Fix: expose it again (packages/contracts/src/remote-exposes.ts) and publish a new build.',
    ]);
  });

  it('names a singleton the remote stopped sharing', async () => {
    const shared = manifestOf('marketing-blog').shared.filter((entry) => entry.name !== 'i18next');
    const { problems } = await check({ manifests: breaking('marketing-blog', manifestOf('marketing-blog', { shared })) });
    expect(problems).toEqual([
      'marketing-blog@1.0.0: does not share "i18next", so it bundles a second copy that breaks at run time. Fix: keep it in SHARED_SINGLETONS (configs/webpack/shared-dependencies.ts) and rebuild the remote.',
    ]);
  });

  it('names a singleton shared without singleton: true', async () => {
    const shared = manifestOf('api-docs').shared.map((entry) => (entry.name === 'react' ? { ...entry, singleton: false } : entry));
    const { problems } = await check({ manifests: breaking('api-docs', manifestOf('api-docs', { shared })) });
    expect(problems).toEqual([
      'api-docs@1.0.0: "react/jsx-runtime" is shared but not as a singleton. Fix: share it with singleton: true (configs/webpack/shared-dependencies.ts) and rebuild the remote.',
      'api-docs@1.0.0: "react" is shared but not as a singleton. Fix: share it with singleton: true (configs/webpack/shared-dependencies.ts) and rebuild the remote.',
    ]);
  });

  it('names a version range the served shell does not provide', async () => {
    const shared = manifestOf('auth-flows').shared.map((entry) =>
      entry.name === '@echowatch/routing' ? { ...entry, requiredVersion: '^2.0.0' } : entry,
    );
    const { problems, site } = await check({ manifests: breaking('auth-flows', manifestOf('auth-flows', { shared })) });
    expect(problems).toEqual([
      `auth-flows@1.0.0: needs @echowatch/routing@^2.0.0 but the shell served at ${site}/mf-manifest.json provides 1.0.0. Fix: rebuild the remote against @echowatch/routing 1.0.0, or release a shell that provides ^2.0.0 first.`,
    ]);
  });

  it('names a remote whose container is not the remoteEntry.js beside its manifest, which browsers load', async () => {
    const manifest = manifestOf('pricing-reporting');
    const moved = { ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'container.js', path: 'static' } } };
    const { problems, cdn } = await check({ manifests: breaking('pricing-reporting', moved) });
    const base = `${cdn}/pricing-reporting/1.0.0`;
    expect(problems).toEqual([
      `pricing-reporting@1.0.0: its container is ${base}/static/container.js, but browsers load ${base}/remoteEntry.js, beside the manifest. Fix: build it with createRemoteConfig (configs/webpack/create-config.ts), which writes remoteEntry.js there, and publish it.`,
      `pricing-reporting@1.0.0: ${base}/static/container.js answered HTTP 404. Fix: publish the whole build folder, not only its manifest.`,
    ]);
  });

  it('names a remote built with another Module Federation version than the served shell runs', async () => {
    const { problems, site } = await check({ manifests: breaking('marketing-blog', builtWith('marketing-blog', '2.10.0')) });
    expect(problems).toEqual([
      `marketing-blog@1.0.0: built with Module Federation 2.10.0 but the shell served at ${site}/mf-manifest.json runs ${FEDERATION_VERSION}; a remote runs on the shell's federation runtime. Fix: rebuild the remote with @module-federation/enhanced ${FEDERATION_VERSION}, or release a shell built with 2.10.0 first.`,
    ]);
  });

  it('names a remote built with an older Module Federation version too, since only the exact version fits', async () => {
    const { problems } = await check({ manifests: breaking('api-docs', builtWith('api-docs', '2.9.1')) });
    expect(problems).toEqual([expect.stringMatching(/^api-docs@1\.0\.0: built with Module Federation 2\.9\.1 but the shell served at .* runs 2\.9\.2;/)]);
  });

  it('names a remote whose manifest does not say which Module Federation version built it', async () => {
    const { problems } = await check({ manifests: breaking('auth-flows', builtWith('auth-flows', undefined)) });
    expect(problems).toEqual([
      `auth-flows@1.0.0: the manifest does not say which Module Federation version built it (metaData.pluginVersion), so it cannot be matched with the shell's federation runtime it runs on. Fix: rebuild the remote with @module-federation/enhanced ${FEDERATION_VERSION} and publish it.`,
    ]);
  });

  it('notes, and skips the comparison, when the served shell does not say which Module Federation version it runs', async () => {
    const { problems, notes, site } = await check({
      site: { federationVersion: null },
      manifests: breaking('pricing-reporting', builtWith('pricing-reporting', '2.10.0')),
    });
    expect(problems).toEqual([]);
    expect(notes).toEqual([
      `the shell served at ${site}/mf-manifest.json does not say which Module Federation version it is built with (metaData.pluginVersion), so remotes were not checked against the federation runtime they run on.`,
    ]);
  });

  it('names a remote origin that sends no CORS header', async () => {
    const { problems, cdn, site } = await check({ headers: { 'api-docs/1.0.0': { cors: null } } });
    expect(problems).toEqual([
      `api-docs@1.0.0: ${cdn}/api-docs/1.0.0/mf-manifest.json sends no Access-Control-Allow-Origin header, so the shell at ${site} cannot load it. Fix: have the remote origin send Access-Control-Allow-Origin: * (or ${site}).`,
    ]);
  });

  it('names a manifest that is cached and a hashed chunk that is not immutable', async () => {
    const { problems, cdn } = await check({
      headers: { 'marketing-blog/1.0.0': { manifestCache: 'public, max-age=3600', chunkCache: 'no-cache' } },
    });
    const base = `${cdn}/marketing-blog/1.0.0`;
    const fix = 'Fix: configure the remote origin to send the headers of packages/serving/src/cache-headers.ts.';
    expect(problems).toEqual([
      `marketing-blog@1.0.0: ${base}/mf-manifest.json is served with Cache-Control "public, max-age=3600" but must have "no-cache". ${fix}`,
      `marketing-blog@1.0.0: ${base}/remoteEntry.js is served with Cache-Control "public, max-age=3600" but must have "no-cache". ${fix}`,
      `marketing-blog@1.0.0: ${base}/server/remoteEntry.js is served with Cache-Control "public, max-age=3600" but must have "no-cache". ${fix}`,
      `marketing-blog@1.0.0: ${base}/${CHUNK} is served with Cache-Control "no-cache" but must have "public, max-age=31536000, immutable". ${fix}`,
    ]);
  });

  it('compares with the local shell build, and says so, when the site does not answer', async () => {
    const cdn = await startCdn({ manifests: healthyManifests() });
    servers.push(cdn);
    const localShell = path.join(path.dirname(noShellBuild), 'shell-manifest.json');
    const older = SHELL_SHARED.map((entry) => (entry.name === 'axios' ? { ...entry, version: '1.12.0' } : entry));
    writeFileSync(localShell, JSON.stringify({ ...manifestOf('api-docs'), name: 'shell', shared: older }));
    const text = environmentText(cdn.url, 'http://127.0.0.1:9');
    const report = await checkComposition({ text, fileLabel: FILE, localShellManifest: localShell, timeoutMs: 2000 });
    expect(report.notes).toEqual([
      expect.stringMatching(/^http:\/\/127\.0\.0\.1:9\/mf-manifest\.json is unreachable \(.+\); comparing with the local shell build/),
    ]);
    expect(report.problems).toHaveLength(4);
    expect(report.problems[0]).toContain('needs axios@^1.13.0 but the local shell build provides 1.12.0');
  });

  it('compares the Module Federation version with the local shell build when it stands in', async () => {
    const cdn = await startCdn({ manifests: healthyManifests() });
    servers.push(cdn);
    const localShell = path.join(path.dirname(noShellBuild), 'newer-shell-manifest.json');
    writeFileSync(localShell, JSON.stringify({ ...builtWith('api-docs', '2.10.0'), name: 'shell', shared: SHELL_SHARED }));
    const text = environmentText(cdn.url, 'http://127.0.0.1:9');
    const report = await checkComposition({ text, fileLabel: FILE, localShellManifest: localShell, timeoutMs: 2000 });
    expect(report.problems).toEqual(
      REMOTE_NAMES.map(
        (remote) =>
          `${remote}@1.0.0: built with Module Federation ${FEDERATION_VERSION} but the local shell build runs 2.10.0; a remote runs on the shell's federation runtime. Fix: rebuild the remote with @module-federation/enhanced 2.10.0, or release a shell built with ${FEDERATION_VERSION} first.`,
      ),
    );
  });
});

describe('checkComposition of production', () => {
  it('refuses a production environment that still holds placeholders, before asking any server', async () => {
    const config = { ...(JSON.parse(environmentText('http://127.0.0.1:1', 'http://127.0.0.1:1')) as Record<string, unknown>), environment: 'production' };
    const withZeros = { ...config, appStores: { ios: 'https://apps.apple.com/app/echowatch/id0000000000', android: 'https://play.google.com/store/apps/details?id=vn.echowatch.app' } };
    const report = await checkComposition({ text: JSON.stringify(withZeros), fileLabel: FILE, localShellManifest: '/nowhere/mf-manifest.json' });
    expect(report.problems).toContainEqual(expect.stringMatching(/^configs\/environments\/test\.json: field "appStores\.ios" holds a placeholder/));
  });

  it('names every remote of the shipped production.json as unpinned: it is a template the promotions pin', async () => {
    const text = readFileSync(path.resolve(__dirname, '../../../configs/environments/production.json'), 'utf8');
    const report = await checkComposition({ text, fileLabel: 'configs/environments/production.json', localShellManifest: '/nowhere/mf-manifest.json' });
    for (const remote of REMOTE_NAMES) {
      expect(report.problems).toContainEqual(expect.stringMatching(new RegExp(`^${remote}@1\\.0\\.0: serverDigests\\.${remote} is missing: .*NODE_ENV=production.*Fix: pnpm compose promote ${remote}@1\\.0\\.0`)));
    }
  });
});

describe('checkComposition of the pinned server code', () => {
  const pins = (remotes: readonly RemoteName[]) => Object.fromEntries(remotes.map((remote) => [remote, { 'remoteEntry.js': serverEntryDigest(remote, '1.0.0') }]));

  it('accepts an environment that pins the server entry of every remote as the CDN serves it', async () => {
    const { problems } = await check({ edit: (config) => (config.serverDigests = pins(REMOTE_NAMES)) });
    expect(problems).toEqual([]);
  });

  it('refuses an environment that pins some remotes and not the others, naming each of those', async () => {
    const { problems } = await check({ edit: (config) => (config.serverDigests = pins(['marketing-blog', 'api-docs'])) });
    expect(problems).toEqual([
      expect.stringMatching(/^pricing-reporting@1\.0\.0: serverDigests\.pricing-reporting is missing: production site servers \(NODE_ENV=production\) never run/),
      expect.stringMatching(/^auth-flows@1\.0\.0: serverDigests\.auth-flows is missing: /),
    ]);
  });

  it('refuses pins that do not match the server entry the CDN serves, and pins that leave it out', async () => {
    const { problems, cdn } = await check({
      edit: (config) => {
        config.serverDigests = { ...pins(REMOTE_NAMES), 'marketing-blog': { 'remoteEntry.js': serverEntryDigest('marketing-blog', '0.9.0') }, 'api-docs': { 'chunk.js': serverEntryDigest('api-docs', '1.0.0') } };
      },
    });
    expect(problems).toEqual([
      `marketing-blog@1.0.0: ${cdn}/marketing-blog/1.0.0/server/remoteEntry.js is not the server entry serverDigests.marketing-blog pins (it was changed after it was published, or the digests are another build's), so the site servers would not run it. Fix: promote the version again with --store naming where it was published, or publish the build again.`,
      `api-docs@1.0.0: serverDigests.api-docs does not name its server entry remoteEntry.js, so the site servers would not run it. Fix: promote the version again with --store naming where it was published, or publish the build again.`,
    ]);
  });
});

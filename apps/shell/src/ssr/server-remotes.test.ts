/** @jest-environment node */
import { createHash } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { createHeldVersions } from './held-versions';
import { ServerCodeRefusedError, ServerCodeUnpinnedError } from './server-code-pins';
import { createServerRemotes, RemoteSkippedError } from './server-remotes';

// The federation runtime stands in by name: each load answers with a module of the version that is
// registered for the container at that moment, and the test counts loads per version.
const registered = new Map<string, string>();
const loadsPerEntry = new Map<string, number>();
const releasedModules: string[] = [];
// The fetch of the plugins registered, which a load of a `*-fetched` version goes through.
const plugins: { fetch: (url: string) => Promise<Response> }[] = [];

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: (registering: typeof plugins) => plugins.push(...registering),
  registerRemotes: (remotes: { name: string; entry: string }[]) => {
    for (const { name, entry } of remotes) registered.set(name, entry);
  },
  loadRemote: (id: string) => {
    const entry = registered.get(id.slice(0, id.indexOf('/')))!;
    loadsPerEntry.set(entry, (loadsPerEntry.get(entry) ?? 0) + 1);
    // The runtime wraps a failed fetch of the server entry in an error of its own.
    if (entry.includes('-fetched/')) {
      return plugins.at(-1)!.fetch(entry.replace('mf-manifest.json', 'server/remoteEntry.js')).then(
        () => ({ Page: () => null, prepare: () => Promise.resolve(), entry }),
        () => Promise.reject(new Error('RUNTIME-008: the remote entry could not be loaded')),
      );
    }
    return Promise.resolve({ Page: () => null, prepare: () => Promise.resolve(), release: () => releasedModules.push(entry), entry });
  },
}));

const CDN = 'https://cdn.test';
const manifest = (remote: RemoteName, version: string) => `${CDN}/${remote}/${version}/mf-manifest.json`;
const composition = (blogVersion: string): SiteConfig['remotes'] =>
  Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, manifest(remote, remote === 'marketing-blog' ? blogVersion : '1.0.0')])) as SiteConfig['remotes'];

/** Applies a composition and waits until the blog's page modules of it are loaded. */
async function serve(remotes: ReturnType<typeof createServerRemotes>, blogVersion: string) {
  remotes.use({ remotes: composition(blogVersion) });
  return remotes.loadPage('marketing-blog', './blog-list-page');
}

const heldBlogVersions = (remotes: ReturnType<typeof createServerRemotes>) =>
  remotes
    .heldVersions()
    .filter((version) => version.remote === 'marketing-blog')
    .map(({ entry, role }) => `${role} ${entry.split('/')[4]}`)
    .sort();

beforeEach(() => {
  plugins.length = 0;
  registered.clear();
  loadsPerEntry.clear();
  releasedModules.length = 0;
  delete (globalThis as { __FEDERATION__?: unknown }).__FEDERATION__;
});

describe('remote versions kept in memory', () => {
  it('keeps the live and the previous version, and releases one no longer served', async () => {
    const remotes = createServerRemotes({ budgetMs: 1000 });
    await serve(remotes, '1.0.0');
    await serve(remotes, '1.1.0');
    expect(heldBlogVersions(remotes)).toEqual(['live 1.1.0', 'previous 1.0.0']);

    await serve(remotes, '1.2.0');
    expect(heldBlogVersions(remotes)).toEqual(['live 1.2.0', 'previous 1.1.0']);
    // Each of its page modules let go of what it registered on the shared i18n instance.
    await new Promise((resolve) => setImmediate(resolve));
    expect(new Set(releasedModules)).toEqual(new Set([manifest('marketing-blog', '1.0.0')]));

    // A rollback to the previous version reuses its loaded modules…
    const before = loadsPerEntry.get(manifest('marketing-blog', '1.1.0'));
    const rolledBack = (await serve(remotes, '1.1.0')) as unknown as { entry: string };
    expect(rolledBack.entry).toBe(manifest('marketing-blog', '1.1.0'));
    expect(loadsPerEntry.get(manifest('marketing-blog', '1.1.0'))).toBe(before);
    // …while a released one is loaded again from the CDN, since nothing of it was kept.
    const loadsOfFirst = loadsPerEntry.get(manifest('marketing-blog', '1.0.0'))!;
    await serve(remotes, '1.0.0');
    expect(loadsPerEntry.get(manifest('marketing-blog', '1.0.0'))).toBeGreaterThan(loadsOfFirst);
    expect(heldBlogVersions(remotes)).toEqual(['live 1.0.0', 'previous 1.1.0']);
  });

  it('drops what the federation runtime still holds of a released version', async () => {
    const released = manifest('marketing-blog', '1.0.0');
    const folder = released.replace('mf-manifest.json', '');
    const federation = {
      __INSTANCES__: [] as unknown[],
      moduleInfo: { [`marketing_blog:${released}`]: {}, shell: {} },
      __SHARE__: {},
      __MANIFEST_LOADING__: { [released]: Promise.resolve() },
      __PRELOADED_MAP__: new Map(),
    };
    Object.assign(globalThis, { __FEDERATION__: federation, __GLOBAL_LOADING_REMOTE_ENTRY__: { [`marketing_blog:${folder}server/remoteEntry.js`]: {} } });
    const remotes = createServerRemotes({ budgetMs: 1000 });
    await serve(remotes, '1.0.0');
    await serve(remotes, '1.1.0');
    federation.__INSTANCES__.push({ name: 'marketing_blog', options: { id: 'marketing_blog:1.0.0', version: released }, moduleCache: new Map() });
    await serve(remotes, '1.2.0');

    expect(Object.keys(federation.moduleInfo)).toEqual(['shell']);
    expect(federation.__MANIFEST_LOADING__).toEqual({});
    expect(federation.__INSTANCES__).toEqual([]);
    expect((globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: object }).__GLOBAL_LOADING_REMOTE_ENTRY__).toEqual({});
  });

  it('holds a previewed version while it is previewed, then lets it go', () => {
    let now = 0;
    const held = createHeldVersions({ previewTtlMs: 60_000, now: () => now });
    const released: string[] = [];
    held.onRelease((_remote, entry) => released.push(entry));
    held.serve(composition('1.0.0'));
    const preview = manifest('marketing-blog', '2.0.0-rc');
    held.preview('marketing-blog', preview);
    expect(held.holds(preview)).toBe(true);

    now = 50_000;
    held.preview('marketing-blog', preview);
    now = 100_000;
    held.serve(composition('1.0.0'));
    expect(held.holds(preview)).toBe(true);

    now = 200_000;
    held.serve(composition('1.0.0'));
    expect(held.holds(preview)).toBe(false);
    expect(released).toEqual([preview]);
  });

  it('keeps no more previews than its bound', () => {
    const held = createHeldVersions({ maxPreviews: 2 });
    held.serve(composition('1.0.0'));
    for (const version of ['a', 'b', 'c']) held.preview('marketing-blog', manifest('marketing-blog', version));
    expect(held.list().filter((version) => version.role === 'preview')).toHaveLength(2);
    expect(held.holds(manifest('marketing-blog', 'a'))).toBe(false);
  });
});

describe('server code the environment pins', () => {
  const PUBLISHED = 'module.exports = {};';
  const serverDigests = { 'marketing-blog': { 'remoteEntry.js': `sha256-${createHash('sha256').update(PUBLISHED).digest('base64')}` } };
  afterEach(() => jest.restoreAllMocks());

  it('names the refused digest as the cause of a failed load, skipped or not; other failures keep their own cause', async () => {
    let served = `${PUBLISHED} /* changed on the CDN */`;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(served));
    const refused: string[] = [];
    const remotes = createServerRemotes({ budgetMs: 1000, breaker: { failures: 2, coolOffMs: 60_000 }, observer: { remoteLoad: () => undefined, breaker: () => undefined, refusedServerCode: ({ version }) => refused.push(version) } });
    remotes.use({ remotes: composition('1.1.0-fetched'), serverDigests });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await expect(remotes.loadPage('marketing-blog', './blog-list-page')).rejects.toThrow(ServerCodeRefusedError);
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(new Set(refused)).toEqual(new Set(['1.1.0-fetched']));

    // A version whose code matches loads; one whose store is down fails, then is skipped, as before.
    served = PUBLISHED;
    remotes.use({ remotes: composition('1.2.0-fetched'), serverDigests });
    await expect(remotes.loadPage('marketing-blog', './blog-list-page')).resolves.toBeDefined();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Promise.reject(new Error('the CDN is down')));
    remotes.use({ remotes: composition('1.3.0-fetched'), serverDigests });
    const failures = [];
    for (let attempt = 0; attempt < 3; attempt += 1) failures.push(await remotes.loadPage('marketing-blog', './blog-list-page').catch((error: unknown) => error));
    expect(failures.some((error) => error instanceof ServerCodeRefusedError)).toBe(false);
    expect(failures.at(-1)).toBeInstanceOf(RemoteSkippedError);
  });

  it('in production, never loads a remote the environment does not pin, and loads it once it is pinned', async () => {
    const fetched = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(PUBLISHED));
    const remotes = createServerRemotes({ budgetMs: 1000, requirePins: true });
    remotes.use({ remotes: composition('1.1.0-fetched') });
    await expect(remotes.loadPage('marketing-blog', './blog-list-page')).rejects.toThrow(ServerCodeUnpinnedError);
    await expect(remotes.loadPage('marketing-blog', './blog-list-page')).rejects.toThrow(/marketing-blog@1\.1\.0-fetched.*pins no digests/);
    expect(loadsPerEntry.size).toBe(0);
    expect(fetched).not.toHaveBeenCalled();

    // The same version, pinned by the next copy of the environment: no restart, no new version.
    remotes.use({ remotes: composition('1.1.0-fetched'), serverDigests });
    await expect(remotes.loadPage('marketing-blog', './blog-list-page')).resolves.toBeDefined();
    // And a copy that drops the pin again stops it from rendering, though its module is loaded.
    remotes.use({ remotes: composition('1.1.0-fetched') });
    await expect(remotes.loadPage('marketing-blog', './blog-list-page')).rejects.toThrow(ServerCodeUnpinnedError);
  });

  it('outside production, loads a remote the environment does not pin', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('anything'));
    const remotes = createServerRemotes({ budgetMs: 1000 });
    remotes.use({ remotes: composition('1.1.0-fetched') });
    await expect(remotes.loadPage('marketing-blog', './blog-list-page')).resolves.toBeDefined();
  });
});

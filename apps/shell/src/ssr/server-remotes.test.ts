/** @jest-environment node */
import { createHash } from 'node:crypto';
import { REMOTE_EXPOSES, REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { ServerCodeRefusedError, ServerCodeUnpinnedError } from './server-code-pins';
import { CompositionChangedError, createServerRemotes, RemoteSkippedError } from './server-remotes';

// The federation runtime stands in by name: each load answers with a module of the version that is
// registered for the container, and the test counts loads per version.
const registered = new Map<string, string>();
const loadsPerEntry = new Map<string, number>();
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
    return Promise.resolve({ Page: () => null, prepare: () => Promise.resolve(), entry });
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
});

describe('one composition per renderer', () => {
  afterEach(() => jest.restoreAllMocks());

  it('loads the composition once, keeps serving it, and refuses another', async () => {
    const remotes = createServerRemotes({ budgetMs: 1000 });
    await serve(remotes, '1.0.0');
    await serve(remotes, '1.0.0');
    expect(loadsPerEntry.get(manifest('marketing-blog', '1.0.0'))).toBe(REMOTE_EXPOSES['marketing-blog'].length);
    expect(heldBlogVersions(remotes)).toEqual(['live 1.0.0']);

    // A version switch gets a renderer of its own (see server/composition): this one cannot drop 1.0.0.
    expect(() => remotes.use({ remotes: composition('1.1.0') })).toThrow(CompositionChangedError);
    expect(loadsPerEntry.has(manifest('marketing-blog', '1.1.0'))).toBe(false);
    await expect(remotes.loadPage('marketing-blog', './blog-list-page')).resolves.toMatchObject({ entry: manifest('marketing-blog', '1.0.0') });
  });

  it('loads the first page asked for alone, and the rest of the composition once it is in', async () => {
    const remotes = createServerRemotes({ budgetMs: 1000 });
    remotes.use({ remotes: composition('1.0.0') });
    const page = remotes.loadPage('pricing-reporting', './packages-page');
    expect([...loadsPerEntry.keys()]).toEqual([manifest('pricing-reporting', '1.0.0')]);
    expect(loadsPerEntry.get(manifest('pricing-reporting', '1.0.0'))).toBe(1);
    await page;
    await new Promise((resolve) => setImmediate(resolve));
    for (const remote of REMOTE_NAMES) expect(loadsPerEntry.get(manifest(remote, '1.0.0'))).toBe(REMOTE_EXPOSES[remote].length);
  });

  it('loads every page module ahead when no render asks first (the warm-up at start), and settles once they are in', async () => {
    const remotes = createServerRemotes({ budgetMs: 1000 });
    const warmed = remotes.use({ remotes: composition('1.0.0') });
    expect(loadsPerEntry.size).toBe(0);
    await warmed;
    for (const remote of REMOTE_NAMES) expect(loadsPerEntry.get(manifest(remote, '1.0.0'))).toBe(REMOTE_EXPOSES[remote].length);
    await expect(remotes.loadPage('api-docs', REMOTE_EXPOSES['api-docs'][0]!)).resolves.toBeDefined();
  });

  it('settles the warm-up when a remote cannot be loaded, so the server does not wait for it', async () => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Promise.reject(new Error('the CDN is down')));
    const loads: string[] = [];
    const remotes = createServerRemotes({ budgetMs: 1000, observer: { remoteLoad: (remote, _entry, outcome) => loads.push(`${remote} ${outcome}`), breaker: () => undefined } });
    await remotes.use({ remotes: composition('1.0.0-fetched') });
    expect(loads).toContain('marketing-blog failed');
  });

  it('reports each load with the time it took', async () => {
    let clock = 1000;
    const reports: unknown[][] = [];
    const remotes = createServerRemotes({ budgetMs: 1000, now: () => clock, observer: { remoteLoad: (...args) => reports.push(args), breaker: () => undefined } });
    remotes.use({ remotes: composition('1.0.0') });
    const page = remotes.loadPage('marketing-blog', './blog-list-page');
    clock = 1250;
    await page;
    // The first report is the page asked for; the rest of the composition follows it.
    expect(reports[0]).toEqual(['marketing-blog', manifest('marketing-blog', '1.0.0'), 'loaded', 0.25]);
  });

  it('holds a previewed version\'s files without loading its modules', async () => {
    const remotes = createServerRemotes({ budgetMs: 1000 });
    await serve(remotes, '1.0.0');
    remotes.preview('marketing-blog', manifest('marketing-blog', '2.0.0-rc'));
    expect(heldBlogVersions(remotes)).toEqual(['live 1.0.0', 'preview 2.0.0-rc']);
    expect(loadsPerEntry.has(manifest('marketing-blog', '2.0.0-rc'))).toBe(false);
  });

  it('skips a remote that keeps failing, and tries it again after the cool-off', async () => {
    let now = 0;
    const breakers: string[] = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Promise.reject(new Error('the CDN is down')));
    const remotes = createServerRemotes({ budgetMs: 1000, now: () => now, breaker: { failures: 2, coolOffMs: 10_000 }, observer: { remoteLoad: () => undefined, breaker: (remote, open) => breakers.push(`${remote} ${open}`) } });
    remotes.use({ remotes: composition('1.0.0-fetched') });
    const failures: unknown[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) failures.push(await remotes.loadPage('marketing-blog', './blog-list-page').catch((error: unknown) => error));
    expect(failures.at(-1)).toBeInstanceOf(RemoteSkippedError);
    expect(breakers).toEqual(['marketing-blog true']);

    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('module.exports = {};'));
    now = 10_001;
    await expect(remotes.loadPage('marketing-blog', './blog-list-page')).resolves.toBeDefined();
    expect(breakers).toEqual(['marketing-blog true', 'marketing-blog false']);
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
    const matching = createServerRemotes({ budgetMs: 1000 });
    matching.use({ remotes: composition('1.2.0-fetched'), serverDigests });
    await expect(matching.loadPage('marketing-blog', './blog-list-page')).resolves.toBeDefined();
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () => Promise.reject(new Error('the CDN is down')));
    const down = createServerRemotes({ budgetMs: 1000, breaker: { failures: 2, coolOffMs: 60_000 } });
    down.use({ remotes: composition('1.3.0-fetched'), serverDigests });
    const failures = [];
    for (let attempt = 0; attempt < 3; attempt += 1) failures.push(await down.loadPage('marketing-blog', './blog-list-page').catch((error: unknown) => error));
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

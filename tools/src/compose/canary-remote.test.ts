import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import { folderStore } from '../store/folder-store';
import { abortCanary, type CanaryStartInput, startCanary } from './canary-remote';
import { checkComposition } from './check-composition';
import { historyFileOf, readHistory } from './environment-history';
import { environmentFixture } from './environment-fixture';
import { environmentLocation } from './environment-location';
import { environmentStatus } from './environment-status';
import { promoteRemote } from './promote-remote';
import { manifestOf, serverEntryDigest } from './test-servers';

const env = environmentFixture('ew-canary-', () => ({
  'marketing-blog/1.1.0': manifestOf('marketing-blog'),
  'marketing-blog/1.2.0': manifestOf('marketing-blog'),
  'marketing-blog/2.0.0-broken': manifestOf('marketing-blog', { exposes: [] }),
}));

let clock = 0;
const now = () => new Date(Date.UTC(2026, 0, 1, 0, clock++));
const environment = () => environmentLocation(env.file, 'test.json');
const start = (change: Partial<CanaryStartInput>) =>
  startCanary({
    environment: environment(),
    store: path.join(env.dir, 'cdn'),
    remote: 'marketing-blog',
    version: '1.1.0',
    weight: 10,
    by: 'Lan',
    now: now(),
    localShellManifest: path.join(env.dir, 'none.json'),
    timeoutMs: 2000,
    ...change,
  });
const abort = () => abortCanary({ environment: environment(), remote: 'marketing-blog', by: 'Minh', now: now() });
const promote = () =>
  promoteRemote({ environment: environment(), remote: 'marketing-blog', action: 'canary-promote', by: 'Minh', now: now(), localShellManifest: path.join(env.dir, 'none.json'), timeoutMs: 2000 });
const publishRecord = (version: string, serverDigests: Record<string, string>) =>
  folderStore(path.join(env.dir, 'cdn')).write(`marketing-blog/${version}/.published.json`, JSON.stringify({ remote: 'marketing-blog', version, contentHash: 'x', serverDigests, publishedBy: 'Lan', publishedAt: '2026-01-01T00:00:00Z' }));
const config = () => JSON.parse(readFileSync(env.file, 'utf8')) as SiteConfig;
const history = () => readHistory(historyFileOf(env.file)).map((entry) => `${entry.action} ${entry.from}→${entry.to}${entry.weight ? ` ${entry.weight}%` : ''} by ${entry.by}`);
const manifest = (version: string) => `${env.cdn.url}/marketing-blog/${version}/mf-manifest.json`;

describe('startCanary', () => {
  it('records the canary beside the live version, with its weight, when and by whom, and its history entry', async () => {
    const before = readFileSync(env.file, 'utf8');
    expect(await start({})).toMatchObject({ outcome: 'started', live: '1.0.0', canary: '1.1.0', problems: [] });
    expect(config().remotes['marketing-blog']).toBe(manifest('1.0.0'));
    expect(config().canaries).toEqual({ 'marketing-blog': { url: manifest('1.1.0'), weight: 10, startedAt: expect.stringMatching(/^2026-01-01T/), startedBy: 'Lan' } });
    expect(readFileSync(env.file, 'utf8').startsWith(before.slice(0, before.lastIndexOf('\n}')))).toBe(true);
    expect(history()).toEqual(['canary-start 1.0.0→1.1.0 10% by Lan']);
  });

  it('changes the weight of the canary that runs, keeping when and by whom it was started', async () => {
    await start({});
    const startedAt = config().canaries?.['marketing-blog']?.startedAt;
    expect(await start({ weight: 30, by: 'Minh' })).toMatchObject({ outcome: 'updated' });
    expect(config().canaries?.['marketing-blog']).toMatchObject({ weight: 30, startedAt, startedBy: 'Lan' });
    expect(await start({ weight: 30 })).toMatchObject({ outcome: 'unchanged' });
    expect(history()).toEqual(['canary-start 1.0.0→1.1.0 10% by Lan', 'canary-start 1.0.0→1.1.0 30% by Minh']);
  });

  it('refuses a weight outside 1–50, the version already live, a second canary and a version that fails the check', async () => {
    const before = readFileSync(env.file, 'utf8');
    expect((await start({ weight: 51 })).problems[0]).toMatch(/weight is a whole percent of fresh visitors from 1 to 50 \(got 51\)/);
    expect((await start({ weight: 0 })).outcome).toBe('refused');
    expect((await start({ version: '1.0.0' })).problems[0]).toBe('marketing-blog@1.0.0 is the version live in test.json; a canary is another version beside it.');
    expect((await start({ version: '9.9.9' })).problems).toEqual([expect.stringMatching(/^canary marketing-blog@9\.9\.9: manifest .* answered HTTP 404/)]);
    expect((await start({ version: '2.0.0-broken' })).problems[0]).toMatch(/^canary marketing-blog@2\.0\.0-broken: does not expose "\.\/home-page"/);
    expect(readFileSync(env.file, 'utf8')).toBe(before);
    await start({});
    expect((await start({ version: '1.2.0' })).problems[0]).toMatch(/already runs the canary 1\.1\.0\. Fix: pnpm compose canary abort marketing-blog/);
    expect(history()).toEqual(['canary-start 1.0.0→1.1.0 10% by Lan']);
  });

  it('pins the canary\'s server code where the environment pins, and refuses a version without a record there', async () => {
    await publishRecord('1.0.0', { 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.0.0') });
    await promoteRemote({ environment: environment(), store: path.join(env.dir, 'cdn'), remote: 'marketing-blog', version: '1.0.0', action: 'promote', by: 'Lan', localShellManifest: path.join(env.dir, 'none.json'), timeoutMs: 2000 });
    expect((await start({})).problems[0]).toMatch(/^marketing-blog@1\.1\.0: test\.json pins the server code it runs, and .* has no publish record/);
    expect(config().canaries).toBeUndefined();
    await publishRecord('1.1.0', { 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.1.0') });
    expect((await start({})).outcome).toBe('started');
    expect(config().canaries?.['marketing-blog']?.serverDigests).toEqual({ 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.1.0') });
    expect(await start({})).toMatchObject({ outcome: 'unchanged' });
  });

  it('pins a running canary that lacks its pins when it is started again at the same weight', async () => {
    await start({});
    await publishRecord('1.1.0', { 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.1.0') });
    expect(await start({})).toMatchObject({ outcome: 'updated' });
    expect(config().canaries?.['marketing-blog']?.serverDigests).toEqual({ 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.1.0') });
  });

  it('lets one of two canary starts at once win and refuses the other', async () => {
    const results = await Promise.all([start({ version: '1.1.0' }), start({ version: '1.2.0' })]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['refused', 'started']);
    expect(results.find((result) => result.outcome === 'refused')!.problems[0]).toMatch(/^test\.json was changed by someone else .* while this one was checked, so it was not applied/);
    const winner = results.find((result) => result.outcome === 'started')!.canary!;
    expect(config().canaries?.['marketing-blog']?.url).toBe(manifest(winner));
    expect(history()).toEqual([`canary-start 1.0.0→${winner} 10% by Lan`]);
  });
});

describe('abortCanary', () => {
  it('removes the canary, keeps the live version and records it; aborting again changes nothing', async () => {
    const before = readFileSync(env.file, 'utf8');
    await start({});
    expect(await abort()).toMatchObject({ outcome: 'aborted', live: '1.0.0', canary: '1.1.0' });
    expect(readFileSync(env.file, 'utf8')).toBe(before);
    expect(await abort()).toMatchObject({ outcome: 'unchanged' });
    expect(history()).toEqual(['canary-start 1.0.0→1.1.0 10% by Lan', 'canary-abort 1.0.0→1.1.0 by Minh']);
  });

  it('wins over a weight change checked at the same time, which is refused rather than bringing the canary back', async () => {
    await start({});
    const [reweight, aborted] = await Promise.all([start({ weight: 40 }), abort()]);
    expect(aborted.outcome).toBe('aborted');
    expect(reweight.outcome).toBe('refused');
    expect(config().canaries).toBeUndefined();
  });
});

describe('promoting a canary', () => {
  it('makes the canary live and ends it in one write, pinned from the canary; a rollback returns to the version before', async () => {
    await publishRecord('1.0.0', { 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.0.0') });
    await publishRecord('1.1.0', { 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.1.0') });
    await start({});
    expect(await promote()).toMatchObject({ outcome: 'promoted', from: '1.0.0', to: '1.1.0' });
    expect(config().remotes['marketing-blog']).toBe(manifest('1.1.0'));
    expect(config().canaries).toBeUndefined();
    expect(config().serverDigests?.['marketing-blog']).toEqual({ 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.1.0') });
    expect(history()).toEqual(['canary-start 1.0.0→1.1.0 10% by Lan', 'canary-promote 1.0.0→1.1.0 by Minh']);
    const rows = environmentStatus(config(), readHistory(historyFileOf(env.file)));
    expect(rows.find((row) => row.remote === 'marketing-blog')?.since).toMatch(/: promoted from its canary by Minh, replacing 1\.0\.0$/);
    expect(await promoteRemote({ environment: environment(), remote: 'marketing-blog', action: 'rollback', by: 'Lan', localShellManifest: path.join(env.dir, 'none.json'), timeoutMs: 2000 })).toMatchObject({ outcome: 'promoted', to: '1.0.0' });
  });

  it('refuses when no canary runs', async () => {
    expect((await promote()).problems[0]).toBe('marketing-blog: test.json runs no canary of it, so there is nothing to promote. Fix: look at pnpm compose canary status.');
  });
});

describe('the check of an environment with a canary', () => {
  const check = () => checkComposition({ text: readFileSync(env.file, 'utf8'), fileLabel: 'test.json', localShellManifest: path.join(env.dir, 'none.json'), timeoutMs: 2000 });
  const withCanary = (change: Partial<SiteConfig>, canary: Partial<NonNullable<SiteConfig['canaries']>['marketing-blog']>) =>
    writeFileSync(env.file, JSON.stringify({ ...config(), ...change, canaries: { 'marketing-blog': { url: manifest('1.1.0'), weight: 10, startedAt: '2026-01-01T00:00:00Z', ...canary } } }));

  it('checks the canary as a version of its own and its weight against the schema', async () => {
    withCanary({}, { url: manifest('2.0.0-broken'), weight: 60 });
    expect((await check()).problems).toEqual(['test.json: field "canaries.marketing-blog.weight": must be 1 to 50 (percent of fresh visitors) (got 60)']);
    withCanary({}, { url: manifest('2.0.0-broken') });
    const { problems } = await check();
    expect(problems[0]).toMatch(/^canary marketing-blog@2\.0\.0-broken: does not expose "\.\/home-page"/);
    expect(problems.every((problem) => problem.startsWith('canary marketing-blog@2.0.0-broken: '))).toBe(true);
  });

  it('asks for the canary\'s pins where the environment pins every remote', async () => {
    const pins = Object.fromEntries(Object.keys(config().remotes).map((remote) => [remote, { 'remoteEntry.js': serverEntryDigest(remote, '1.0.0') }]));
    withCanary({ serverDigests: pins }, {});
    expect((await check()).problems).toEqual([expect.stringMatching(/^canary marketing-blog@1\.1\.0: canaries\.marketing-blog\.serverDigests is missing/)]);
    withCanary({ serverDigests: pins }, { serverDigests: { 'remoteEntry.js': serverEntryDigest('marketing-blog', '1.1.0') } });
    expect((await check()).problems).toEqual([]);
  });

  it('shows the canary in the status of its remote', async () => {
    await start({ weight: 5 });
    expect(environmentStatus(config(), []).find((row) => row.remote === 'marketing-blog')?.canary).toMatch(/^1\.1\.0 to 5% of fresh visitors, started 2026-01-01T.* by Lan$/);
  });
});

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '@echowatch/contracts';
import { folderStore } from '../store/folder-store';
import { historyFileOf, readHistory } from './environment-history';
import { environmentFixture } from './environment-fixture';
import { environmentLocation } from './environment-location';
import { environmentStatus } from './environment-status';
import { promoteRemote, type PromoteInput } from './promote-remote';
import { manifestOf, serverEntryDigest } from './test-servers';

const env = environmentFixture('ew-promote-', () => {
  const healthy = manifestOf('marketing-blog');
  return {
    'marketing-blog/1.1.0': manifestOf('marketing-blog'),
    'marketing-blog/1.2.0': manifestOf('marketing-blog'),
    'marketing-blog/2.0.0-broken': manifestOf('marketing-blog', { exposes: [] }),
    'marketing-blog/2.1.0': { ...healthy, metaData: { ...healthy.metaData, pluginVersion: '2.10.0' } },
  };
});

let clock = 0;
const run = (change: Partial<PromoteInput>) =>
  promoteRemote({
    environment: environmentLocation(env.file, 'test.json'),
    store: path.join(env.dir, 'cdn'),
    remote: 'marketing-blog',
    action: 'promote',
    by: 'Lan',
    now: new Date(Date.UTC(2026, 0, 1, 0, clock++)),
    localShellManifest: path.join(env.dir, 'none.json'),
    timeoutMs: 2000,
    ...change,
  });
const publishRecord = (version: string, serverDigests: Record<string, string>) =>
  folderStore(path.join(env.dir, 'cdn')).write(`marketing-blog/${version}/.published.json`, JSON.stringify({ remote: 'marketing-blog', version, contentHash: 'x', serverDigests, publishedBy: 'Lan', publishedAt: '2026-01-01T00:00:00Z' }));
// The digests of the server entries the test CDN serves: a promotion checks them against it.
const DIGEST_A = serverEntryDigest('marketing-blog', '1.0.0');
const DIGEST_B = serverEntryDigest('marketing-blog', '1.1.0');
const pinned = () => (JSON.parse(readFileSync(env.file, 'utf8')) as SiteConfig).serverDigests;
const live = () => (JSON.parse(readFileSync(env.file, 'utf8')) as SiteConfig).remotes['marketing-blog'];

describe('promoteRemote', () => {
  it('rewrites only the line of the remote, and records who, when, from and to', async () => {
    const before = readFileSync(env.file, 'utf8');
    const result = await run({ version: '1.1.0' });
    expect(result).toMatchObject({ outcome: 'promoted', from: '1.0.0', to: '1.1.0', problems: [] });
    const after = readFileSync(env.file, 'utf8');
    expect(after).toBe(before.replace('/marketing-blog/1.0.0/', '/marketing-blog/1.1.0/'));
    expect(readHistory(historyFileOf(env.file))).toEqual([
      {
        remote: 'marketing-blog',
        action: 'promote',
        from: '1.0.0',
        to: '1.1.0',
        url: `${env.cdn.url}/marketing-blog/1.1.0/mf-manifest.json`,
        by: 'Lan',
        at: expect.stringMatching(/^2026-01-01T/),
        store: path.join(env.dir, 'cdn'),
      },
    ]);
  });

  it('refuses a candidate that fails the check and leaves the file and history alone', async () => {
    const before = readFileSync(env.file, 'utf8');
    const result = await run({ version: '2.0.0-broken' });
    expect(result.outcome).toBe('refused');
    expect(result.problems[0]).toMatch(/^marketing-blog@2\.0\.0-broken: does not expose "\.\/home-page"/);
    expect(readFileSync(env.file, 'utf8')).toBe(before);
    expect(readHistory(historyFileOf(env.file))).toEqual([]);
  });

  it('refuses a candidate built with another Module Federation version than the shell runs', async () => {
    const before = readFileSync(env.file, 'utf8');
    const result = await run({ version: '2.1.0' });
    expect(result).toMatchObject({ outcome: 'refused', from: '1.0.0', to: '2.1.0' });
    expect(result.problems).toEqual([
      `marketing-blog@2.1.0: built with Module Federation 2.10.0 but the shell served at ${env.site.url}/mf-manifest.json runs 2.9.2; a remote runs on the shell's federation runtime. Fix: rebuild the remote with @module-federation/enhanced 2.9.2, or release a shell built with 2.10.0 first.`,
    ]);
    expect(readFileSync(env.file, 'utf8')).toBe(before);
    expect(readHistory(historyFileOf(env.file))).toEqual([]);
  });

  it('refuses a version that was never published', async () => {
    const result = await run({ version: '9.9.9' });
    expect(result.problems).toEqual([expect.stringMatching(/^marketing-blog@9\.9\.9: manifest .* answered HTTP 404/)]);
  });

  it('rolls back one promotion per step, checked and recorded', async () => {
    await run({ version: '1.1.0' });
    await run({ version: '1.2.0' });
    expect(await run({ action: 'rollback' })).toMatchObject({ outcome: 'promoted', from: '1.2.0', to: '1.1.0' });
    expect(live()).toContain('/marketing-blog/1.1.0/');
    expect(await run({ action: 'rollback' })).toMatchObject({ outcome: 'promoted', from: '1.1.0', to: '1.0.0' });
    expect(live()).toContain('/marketing-blog/1.0.0/');
    const nothingLeft = await run({ action: 'rollback' });
    expect(nothingLeft.outcome).toBe('refused');
    expect(nothingLeft.problems[0]).toContain('marketing-blog: no earlier version is recorded in');
    expect(readHistory(historyFileOf(env.file)).map((entry) => `${entry.action} ${entry.from}→${entry.to}`)).toEqual([
      'promote 1.0.0→1.1.0',
      'promote 1.1.0→1.2.0',
      'rollback 1.2.0→1.1.0',
      'rollback 1.1.0→1.0.0',
    ]);
  });

  it('pins the server build digests of the published version, and those of the earlier one on rollback', async () => {
    await publishRecord('1.0.0', { 'remoteEntry.js': DIGEST_A });
    await publishRecord('1.1.0', { 'remoteEntry.js': DIGEST_B });
    await run({ version: '1.1.0' });
    expect(pinned()).toEqual({ 'marketing-blog': { 'remoteEntry.js': DIGEST_B } });
    await run({ action: 'rollback' });
    expect(pinned()).toEqual({ 'marketing-blog': { 'remoteEntry.js': DIGEST_A } });
  });

  it('rolls back without --store, reading the digests from the store the promotion recorded', async () => {
    await publishRecord('1.0.0', { 'remoteEntry.js': DIGEST_A });
    await publishRecord('1.1.0', { 'remoteEntry.js': DIGEST_B });
    await run({ version: '1.1.0' });
    expect(await run({ action: 'rollback', store: undefined })).toMatchObject({ outcome: 'promoted', from: '1.1.0', to: '1.0.0' });
    expect(pinned()).toEqual({ 'marketing-blog': { 'remoteEntry.js': DIGEST_A } });
    expect(readHistory(historyFileOf(env.file)).map((entry) => entry.store)).toEqual([path.join(env.dir, 'cdn'), path.join(env.dir, 'cdn')]);
  });

  it('refuses a pinned rollback when no store is named or recorded, saying --store is needed', async () => {
    await publishRecord('1.0.0', { 'remoteEntry.js': DIGEST_A });
    await publishRecord('1.1.0', { 'remoteEntry.js': DIGEST_B });
    await run({ version: '1.1.0' });
    // A history written before promotions recorded their store.
    const history = historyFileOf(env.file);
    writeFileSync(history, JSON.stringify({ entries: readHistory(history).map(({ store: _store, ...entry }) => entry) }));
    const result = await run({ action: 'rollback', store: undefined });
    expect(result.outcome).toBe('refused');
    expect(result.problems[0]).toMatch(/^marketing-blog@1\.0\.0: test\.json pins the server code it runs, and no store .* is known.*Fix: name the store with --store/);
    expect(live()).toContain('/marketing-blog/1.1.0/');
    // A local environment's default store (the local CDN folder) is looked in, and not recorded.
    expect(await run({ action: 'rollback', store: undefined, defaultStore: path.join(env.dir, 'cdn') })).toMatchObject({ outcome: 'promoted', to: '1.0.0' });
    expect(readHistory(history).at(-1)).not.toHaveProperty('store');
  });

  it('refuses a version without recorded digests where the environment pins server code', async () => {
    await publishRecord('1.1.0', { 'remoteEntry.js': DIGEST_B });
    await run({ version: '1.1.0' });
    const result = await run({ version: '1.2.0' });
    expect(result.problems[0]).toMatch(/^marketing-blog@1\.2\.0: test\.json pins the server code it runs, and .* has no publish record/);
    expect(live()).toContain('/marketing-blog/1.1.0/');
  });

  it('refuses a version without recorded digests in a production environment, which pins nothing yet', async () => {
    const config = JSON.parse(readFileSync(env.file, 'utf8')) as SiteConfig;
    writeFileSync(env.file, JSON.stringify({ ...config, environment: 'production' }, null, 2));
    const before = readFileSync(env.file, 'utf8');
    const result = await run({ version: '1.1.0' });
    expect(result.outcome).toBe('refused');
    expect(result.problems[0]).toMatch(/^marketing-blog@1\.1\.0: test\.json is a production environment, whose site servers run a remote's server code only where it is pinned, and .* has no publish record/);
    expect(readFileSync(env.file, 'utf8')).toBe(before);
  });

  it('refuses recorded digests that are not those of the server entry on the CDN', async () => {
    await publishRecord('1.1.0', { 'remoteEntry.js': DIGEST_A });
    const result = await run({ version: '1.1.0' });
    expect(result.outcome).toBe('refused');
    expect(result.problems).toEqual([expect.stringMatching(/^marketing-blog@1\.1\.0: .*\/marketing-blog\/1\.1\.0\/server\/remoteEntry\.js is not the server entry serverDigests\.marketing-blog pins/)]);
    expect(pinned()).toBeUndefined();
  });

  it('pins the version already live when it is promoted again, without a change of version in the history', async () => {
    await publishRecord('1.0.0', { 'remoteEntry.js': DIGEST_A });
    expect(await run({ version: '1.0.0' })).toMatchObject({ outcome: 'pinned', from: '1.0.0', to: '1.0.0', problems: [] });
    expect(pinned()).toEqual({ 'marketing-blog': { 'remoteEntry.js': DIGEST_A } });
    expect(live()).toContain('/marketing-blog/1.0.0/');
    expect(readHistory(historyFileOf(env.file))).toEqual([]);
    expect(await run({ version: '1.0.0' })).toMatchObject({ outcome: 'unchanged' });
  });

  it('lets one of two promotions at once win and refuses the other', async () => {
    const results = await Promise.all([run({ version: '1.1.0' }), run({ version: '1.2.0' })]);
    expect(results.map((result) => result.outcome).sort()).toEqual(['promoted', 'refused']);
    const loser = results.find((result) => result.outcome === 'refused')!;
    expect(loser.problems[0]).toMatch(/^test\.json was changed by someone else .* while this one was checked/);
    const winner = results.find((result) => result.outcome === 'promoted')!;
    expect(live()).toContain(`/marketing-blog/${winner.to}/`);
    expect(readHistory(historyFileOf(env.file)).map((entry) => entry.to)).toEqual([winner.to]);
  });

  it('changes nothing when the version is already live', async () => {
    expect(await run({ version: '1.0.0' })).toMatchObject({ outcome: 'unchanged' });
    expect(readHistory(historyFileOf(env.file))).toEqual([]);
  });

  it('refuses to touch an environment file that does not match its schema', async () => {
    const config = JSON.parse(readFileSync(env.file, 'utf8')) as Partial<SiteConfig>;
    delete config.remoteLoading;
    writeFileSync(env.file, JSON.stringify(config));
    const result = await run({ version: '1.1.0' });
    expect(result.problems).toEqual(['test.json: field "remoteLoading" is missing: add it (expected object)']);
  });
});

describe('environmentStatus', () => {
  it('says what is live, where from and since when', async () => {
    await run({ version: '1.1.0' });
    const config = JSON.parse(readFileSync(env.file, 'utf8')) as SiteConfig;
    const rows = environmentStatus(config, readHistory(historyFileOf(env.file)), '2025-12-01T00:00:00+07:00');
    expect(rows.find((row) => row.remote === 'marketing-blog')).toEqual({
      remote: 'marketing-blog',
      version: '1.1.0',
      url: `${env.cdn.url}/marketing-blog/1.1.0/mf-manifest.json`,
      since: expect.stringMatching(/^since 2026-01-01T.*: promoted by Lan, replacing 1\.0\.0$/),
    });
    expect(rows.find((row) => row.remote === 'api-docs')?.since).toBe(
      'since before the recorded history (file last committed 2025-12-01T00:00:00+07:00)',
    );
  });
});

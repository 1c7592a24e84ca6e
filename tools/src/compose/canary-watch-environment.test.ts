import path from 'node:path';
import { abortCanary, startCanary } from './canary-remote';
import { readWatchedCanary, watchChanges } from './canary-watch-environment';
import { historyFileOf, readHistory } from './environment-history';
import { environmentFixture } from './environment-fixture';
import { environmentLocation } from './environment-location';
import { manifestOf } from './test-servers';

const env = environmentFixture('ew-watch-', () => ({ 'marketing-blog/1.1.0': manifestOf('marketing-blog'), 'marketing-blog/1.2.0': manifestOf('marketing-blog') }));

const environment = () => environmentLocation(env.file, 'test.json');
const localShellManifest = () => path.join(env.dir, 'none.json');
const start = (version: string, weight: number, at: string) =>
  startCanary({ environment: environment(), remote: 'marketing-blog', version, weight, by: 'Lan', now: new Date(at), store: path.join(env.dir, 'cdn'), localShellManifest: localShellManifest(), timeoutMs: 2000 });
const changes = () => watchChanges({ environment: environment(), remote: 'marketing-blog', by: 'canary watch (Lan)', store: path.join(env.dir, 'cdn'), localShellManifest: localShellManifest() });
const history = () => readHistory(historyFileOf(env.file)).map((entry) => `${entry.action} ${entry.to}${entry.weight ? ` ${entry.weight}%` : ''} by ${entry.by}`);

describe('readWatchedCanary', () => {
  it('names the canary, its weight and since when it runs at that weight', async () => {
    await start('1.1.0', 5, '2026-11-29T04:00:00.000Z');
    await start('1.1.0', 25, '2026-11-29T04:10:00.000Z');
    expect(await readWatchedCanary(environment(), 'marketing-blog')).toEqual({ kind: 'running', live: '1.0.0', canary: '1.1.0', weight: 25, heldSince: new Date('2026-11-29T04:10:00.000Z') });
  });

  it('without a canary, says what ended the last one', async () => {
    expect(await readWatchedCanary(environment(), 'marketing-blog')).toEqual({ kind: 'none', live: '1.0.0' });
    await start('1.1.0', 5, '2026-11-29T04:00:00.000Z');
    await abortCanary({ environment: environment(), remote: 'marketing-blog', by: 'Minh', now: new Date('2026-11-29T04:05:00.000Z') });
    expect(await readWatchedCanary(environment(), 'marketing-blog')).toEqual({ kind: 'none', live: '1.0.0', ended: '1.1.0 aborted by Minh at 2026-11-29T04:05:00.000Z' });
  });
});

describe('watchChanges', () => {
  it('raises, then promotes the canary it judged, recorded as the watch\'s', async () => {
    await start('1.1.0', 5, '2026-11-29T04:00:00.000Z');
    expect(await changes().raise('1.1.0', 25)).toEqual({ applied: true, problems: [] });
    expect(await readWatchedCanary(environment(), 'marketing-blog')).toMatchObject({ kind: 'running', weight: 25 });
    expect(await changes().promote('1.1.0')).toEqual({ applied: true, problems: [] });
    expect(await readWatchedCanary(environment(), 'marketing-blog')).toMatchObject({ kind: 'none', live: '1.1.0' });
    expect(history()).toEqual(['canary-start 1.1.0 5% by Lan', 'canary-start 1.1.0 25% by canary watch (Lan)', 'canary-promote 1.1.0 by canary watch (Lan)']);
  });

  it('aborts the canary it judged, recorded as the watch\'s', async () => {
    await start('1.1.0', 5, '2026-11-29T04:00:00.000Z');
    expect(await changes().abort('1.1.0')).toEqual({ applied: true, problems: [] });
    expect(history()).toEqual(['canary-start 1.1.0 5% by Lan', 'canary-abort 1.1.0 by canary watch (Lan)']);
  });

  it('changes nothing once the canary is another operator\'s: aborted, or another version', async () => {
    await start('1.1.0', 5, '2026-11-29T04:00:00.000Z');
    await abortCanary({ environment: environment(), remote: 'marketing-blog', by: 'Minh' });
    // Raising an aborted canary would start it again.
    expect(await changes().raise('1.1.0', 25)).toEqual({ applied: false, problems: [expect.stringMatching(/no longer runs the canary marketing-blog@1\.1\.0 \(it runs none\)/)] });
    expect(await changes().abort('1.1.0')).toMatchObject({ applied: false });
    expect(await changes().promote('1.1.0')).toMatchObject({ applied: false });
    await start('1.2.0', 10, '2026-11-29T04:20:00.000Z');
    expect(await changes().raise('1.1.0', 25)).toEqual({ applied: false, problems: [expect.stringMatching(/\(it runs 1\.2\.0\)/)] });
    expect(await changes().abort('1.1.0')).toMatchObject({ applied: false });
    expect(await changes().promote('1.1.0')).toEqual({ applied: false, problems: [expect.stringMatching(/runs the canary 1\.2\.0, not 1\.1\.0/)] });
    expect(await readWatchedCanary(environment(), 'marketing-blog')).toMatchObject({ kind: 'running', canary: '1.2.0', weight: 10 });
    expect(history()).toEqual(['canary-start 1.1.0 5% by Lan', 'canary-abort 1.1.0 by Minh', 'canary-start 1.2.0 10% by Lan']);
  });
});

/** @jest-environment node */
import { REMOTE_NAMES, type RemoteName, type SiteConfig } from '@echowatch/contracts';
import { compositionKey, createHeldVersions } from './held-versions';

const manifest = (remote: RemoteName, version: string) => `https://cdn.test/${remote}/${version}/mf-manifest.json`;
const composition = (versions: Partial<Record<RemoteName, string>>): SiteConfig['remotes'] =>
  Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, manifest(remote, versions[remote] ?? '1.0.0')])) as SiteConfig['remotes'];

const versionsOf = (held: ReturnType<typeof createHeldVersions>, remote: RemoteName) =>
  held
    .list()
    .filter((version) => version.remote === remote)
    .map(({ entry, role }) => `${role} ${entry.split('/')[4]}`)
    .sort();

describe('compositions kept in memory', () => {
  it('keeps the live and the previous composition, and retires one no longer served', () => {
    const held = createHeldVersions();
    const retired: string[] = [];
    const released: string[] = [];
    held.onRetire((gone) => retired.push(compositionKey(gone)));
    held.onRelease((_remote, entry) => released.push(entry));
    held.serve(composition({ 'marketing-blog': '1.0.0' }));
    held.serve(composition({ 'marketing-blog': '1.1.0' }));
    expect(versionsOf(held, 'marketing-blog')).toEqual(['live 1.1.0', 'previous 1.0.0']);
    // A version both compositions name is held once, as live.
    expect(versionsOf(held, 'auth-flows')).toEqual(['live 1.0.0']);

    held.serve(composition({ 'marketing-blog': '1.2.0' }));
    expect(versionsOf(held, 'marketing-blog')).toEqual(['live 1.2.0', 'previous 1.1.0']);
    expect(retired).toEqual([compositionKey(composition({ 'marketing-blog': '1.0.0' }))]);
    // Only the version no held composition names is released; the others' 1.0.0 stays.
    expect(released).toEqual([manifest('marketing-blog', '1.0.0')]);
  });

  it('rolls back to the previous composition without retiring anything', () => {
    const held = createHeldVersions();
    const retired: unknown[] = [];
    held.onRetire((gone) => retired.push(gone));
    held.serve(composition({ 'marketing-blog': '1.0.0' }));
    held.serve(composition({ 'marketing-blog': '1.1.0' }));
    held.serve(composition({ 'marketing-blog': '1.0.0' }));
    expect(versionsOf(held, 'marketing-blog')).toEqual(['live 1.0.0', 'previous 1.1.0']);
    expect(held.compositions().previous).toEqual(composition({ 'marketing-blog': '1.1.0' }));
    expect(retired).toEqual([]);
  });

  it('holds what two compositions name, not what a remote was before: the composition before the previous one is gone', () => {
    const held = createHeldVersions();
    held.serve(composition({ 'marketing-blog': '1.0.0' }));
    held.serve(composition({ 'marketing-blog': '1.1.0' }));
    held.serve(composition({ 'marketing-blog': '1.1.0', 'pricing-reporting': '2.0.0' }));
    expect(versionsOf(held, 'marketing-blog')).toEqual(['live 1.1.0']);
    expect(versionsOf(held, 'pricing-reporting')).toEqual(['live 2.0.0', 'previous 1.0.0']);
    expect(held.holds(manifest('marketing-blog', '1.0.0'))).toBe(false);
  });

  it('holds a previewed version while it is previewed, then lets it go', () => {
    let now = 0;
    const held = createHeldVersions({ previewTtlMs: 60_000, now: () => now });
    const released: string[] = [];
    held.onRelease((_remote, entry) => released.push(entry));
    held.serve(composition({}));
    const preview = manifest('marketing-blog', '2.0.0-rc');
    held.preview('marketing-blog', preview);
    expect(held.holds(preview)).toBe(true);
    expect(held.list()).toContainEqual({ remote: 'marketing-blog', entry: preview, role: 'preview' });

    now = 50_000;
    held.preview('marketing-blog', preview);
    now = 100_000;
    held.serve(composition({}));
    expect(held.holds(preview)).toBe(true);

    now = 200_000;
    held.serve(composition({}));
    expect(held.holds(preview)).toBe(false);
    expect(released).toEqual([preview]);
  });

  it('keeps no more previews than its bound', () => {
    const held = createHeldVersions({ maxPreviews: 2 });
    held.serve(composition({}));
    for (const version of ['a', 'b', 'c']) held.preview('marketing-blog', manifest('marketing-blog', version));
    expect(held.list().filter((version) => version.role === 'preview')).toHaveLength(2);
    expect(held.holds(manifest('marketing-blog', 'a'))).toBe(false);
  });
});

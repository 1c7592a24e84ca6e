import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NoBuildStatisticsPlugin } from './no-build-statistics.ts';
import { buildProbeRemote } from './testing/build-probe-remote.ts';

describe('NoBuildStatisticsPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-statistics-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves no build statistics and no path of the build machine in what is deployed, the manifest kept', async () => {
    // A manifest for the shell and the composition tools, as every remote of the suite has.
    const files = await buildProbeRemote(dir, { federation: { manifest: true }, plugins: [new NoBuildStatisticsPlugin()] });
    expect(Object.keys(files)).toContain('mf-manifest.json');
    expect(Object.keys(files)).toContain('remoteEntry.js');
    expect(Object.keys(files)).not.toContain('mf-stats.json');
    for (const [file, text] of Object.entries(files)) expect({ file, holdsBuildPath: text.includes(dir) }).toEqual({ file, holdsBuildPath: false });
  }, 60_000);
});

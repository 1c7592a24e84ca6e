import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import { PathFreeModuleIdsPlugin } from './path-free-module-ids.ts';
import { buildProbeRemote } from './testing/build-probe-remote.ts';

// The same source in `dir`, with a runtime plugin of its own as the suite's remotes have; its container script.
async function buildRemote(dir: string): Promise<string> {
  writeFileSync(path.join(dir, 'runtime-plugin.js'), 'export default () => ({ name: "probe-plugin" });');
  const files = await buildProbeRemote(dir, { federation: { runtimePlugins: [path.join(dir, 'runtime-plugin.js')] }, plugins: [new PathFreeModuleIdsPlugin()] });
  return files['remoteEntry.js']!;
}

describe('PathFreeModuleIdsPlugin', () => {
  let root: string;

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'module-ids-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('builds the same bytes from the same source wherever it is checked out', async () => {
    // Checkouts at the same depth, as the packages they share are then at the same relative path.
    const places = [path.join('a', 'work'), path.join('another', 'checkout')].map((place) => path.join(root, place));
    for (const place of places) mkdirSync(place, { recursive: true });
    const [here, there] = [await buildRemote(places[0]!), await buildRemote(places[1]!)];
    expect(there).toBe(here);
  }, 60_000);

  it('stops a build in which two modules would take the same fixed id', async () => {
    const dir = path.join(root, 'two-containers');
    mkdirSync(dir, { recursive: true });
    const second = new webpack.container.ContainerPlugin({ name: 'second', filename: 'second.js', exposes: { './page': './page.js' } });
    await expect(buildProbeRemote(dir, { plugins: [second, new PathFreeModuleIdsPlugin()] })).rejects.toThrow(/would take fixed module id 1/);
  }, 60_000);
});

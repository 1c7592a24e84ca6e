import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { PathFreeModuleIdsPlugin } from './path-free-module-ids.ts';

// A remote as the suite builds one, with a runtime plugin of its own, from a copy of the same source
// in `dir`; its container script.
function buildRemote(dir: string): Promise<string> {
  writeFileSync(path.join(dir, 'page.js'), 'export const page = () => "page";');
  writeFileSync(path.join(dir, 'runtime-plugin.js'), 'export default () => ({ name: "probe-plugin" });');
  const output = path.join(dir, 'dist');
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: {},
        output: { path: output, publicPath: 'auto', uniqueName: 'probe' },
        plugins: [
          new ModuleFederationPlugin({
            name: 'probe',
            filename: 'remoteEntry.js',
            exposes: { './page': './page.js' },
            runtimePlugins: [path.join(dir, 'runtime-plugin.js')],
            dts: false,
          }),
          new PathFreeModuleIdsPlugin(),
        ],
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        resolve(readFileSync(path.join(output, 'remoteEntry.js'), 'utf8'));
      },
    );
  });
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
});

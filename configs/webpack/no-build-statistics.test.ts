import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';
import { NoBuildStatisticsPlugin } from './no-build-statistics.ts';

// A remote as the suite builds one: a manifest for the shell and the composition tools.
function buildRemote(dir: string, plugins: webpack.WebpackPluginInstance[]): Promise<Record<string, string>> {
  const output = path.join(dir, 'dist');
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: {},
        output: { path: output, publicPath: 'auto', uniqueName: 'probe' },
        plugins: [new ModuleFederationPlugin({ name: 'probe', filename: 'remoteEntry.js', exposes: { './page': './page.js' }, manifest: true, dts: false }), ...plugins],
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        resolve(Object.fromEntries(readdirSync(output).map((file) => [file, readFileSync(path.join(output, file), 'utf8')])));
      },
    );
  });
}

describe('NoBuildStatisticsPlugin', () => {
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'build-statistics-'));
    writeFileSync(path.join(dir, 'page.js'), 'export const page = () => "page";');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('leaves no build statistics and no path of the build machine in what is deployed, the manifest kept', async () => {
    const files = await buildRemote(dir, [new NoBuildStatisticsPlugin()]);
    expect(Object.keys(files)).toContain('mf-manifest.json');
    expect(Object.keys(files)).toContain('remoteEntry.js');
    expect(Object.keys(files)).not.toContain('mf-stats.json');
    for (const [file, text] of Object.entries(files)) expect({ file, holdsBuildPath: text.includes(dir) }).toEqual({ file, holdsBuildPath: false });
  }, 60_000);
});

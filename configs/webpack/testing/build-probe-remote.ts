import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/**
 * Builds a small remote in `dir` (a `./page.js` it writes there, exposed) as the suite builds one,
 * with the federation options and plugins given; the files it wrote to `dir/dist`, by name.
 */
export function buildProbeRemote(dir: string, { federation = {}, plugins = [] }: { federation?: Partial<FederationOptions>; plugins?: webpack.WebpackPluginInstance[] } = {}): Promise<Record<string, string>> {
  const output = path.join(dir, 'dist');
  writeFileSync(path.join(dir, 'page.js'), 'export const page = () => "page";');
  return new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        context: dir,
        entry: {},
        output: { path: output, publicPath: 'auto', uniqueName: 'probe' },
        plugins: [new ModuleFederationPlugin({ name: 'probe', filename: 'remoteEntry.js', exposes: { './page': './page.js' }, dts: false, ...federation }), ...plugins],
      },
      (error, stats) => {
        if (error || stats?.hasErrors()) return reject(error ?? new Error(stats?.toString()));
        resolve(Object.fromEntries(readdirSync(output).map((file) => [file, readFileSync(path.join(output, file), 'utf8')])));
      },
    );
  });
}

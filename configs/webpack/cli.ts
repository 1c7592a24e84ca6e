import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { BuildMode } from './create-config.ts';

type ConfigFactory = (mode: BuildMode) => (Configuration & { devServer?: WebpackDevServer.Configuration })[];

const command = process.argv[2] ?? 'build';
const configUrl = pathToFileURL(path.resolve(process.cwd(), 'webpack.config.ts')).href;
const { createConfig } = (await import(configUrl)) as { createConfig: ConfigFactory };

if (command === 'serve') {
  // Development serves the browser build alone (the stand-alone harness renders in the browser).
  const [config] = createConfig('development');
  if (!config) throw new Error('webpack.config.ts returned no configuration');
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
} else if (command === 'build') {
  const compiler = webpack(createConfig('production'));
  compiler.run((error, stats) => {
    if (error) {
      console.error(error);
      process.exitCode = 1;
    } else if (stats) {
      for (const build of stats.stats) {
        const { errors = [], warnings = [] } = build.toJson({ all: false, errors: true, warnings: true });
        for (const problem of [...errors, ...warnings]) console.error(problem.message);
        const assets = build.compilation.getAssets();
        const bytes = assets.reduce((sum, asset) => sum + asset.source.size(), 0);
        const seconds = ((build.endTime - build.startTime) / 1000).toFixed(1);
        const name = build.compilation.name ?? 'browser';
        console.log(`${name}: built ${assets.length} files (${(bytes / 1024).toFixed(0)} KiB) in ${seconds} s`);
      }
      if (stats.hasErrors()) process.exitCode = 1;
    }
    compiler.close(() => undefined);
  });
} else {
  console.error(`Unknown command "${command}". Use "build" or "serve".`);
  process.exitCode = 2;
}

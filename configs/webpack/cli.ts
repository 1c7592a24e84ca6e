import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { BuildMode } from './create-config.ts';

type ConfigFactory = (mode: BuildMode) => Configuration & { devServer?: WebpackDevServer.Configuration };

const command = process.argv[2] ?? 'build';
const configUrl = pathToFileURL(path.resolve(process.cwd(), 'webpack.config.ts')).href;
const { createConfig } = (await import(configUrl)) as { createConfig: ConfigFactory };

if (command === 'serve') {
  const config = createConfig('development');
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
} else if (command === 'build') {
  const compiler = webpack(createConfig('production'));
  compiler.run((error, stats) => {
    if (error) {
      console.error(error);
      process.exitCode = 1;
    } else if (stats) {
      const { errors = [], warnings = [] } = stats.toJson({ all: false, errors: true, warnings: true });
      for (const problem of [...errors, ...warnings]) console.error(problem.message);
      const assets = stats.compilation.getAssets();
      const bytes = assets.reduce((sum, asset) => sum + asset.source.size(), 0);
      const seconds = ((stats.endTime - stats.startTime) / 1000).toFixed(1);
      console.log(`built ${assets.length} files (${(bytes / 1024).toFixed(0)} KiB) in ${seconds} s`);
      if (stats.hasErrors()) process.exitCode = 1;
    }
    compiler.close(() => undefined);
  });
} else {
  console.error(`Unknown command "${command}". Use "build" or "serve".`);
  process.exitCode = 2;
}

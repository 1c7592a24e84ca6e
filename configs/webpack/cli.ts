import path from 'node:path';
import { pathToFileURL } from 'node:url';
import webpack, { type Configuration } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { BuildMode } from './create-config.ts';
import { REPORT_FILES, readWorkspace, removeReports, treemapPlugin, writeChunkMap } from './bundle-report.ts';

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
  const configs = createConfig('production');
  // Reports describe what browsers download: the browser build only, never the server build.
  const appDir = process.cwd();
  const reportsDir = path.join(appDir, 'reports');
  const browser = configs.find((config) => config.name === 'browser');
  if (browser) (browser.plugins ??= []).push(treemapPlugin(reportsDir, `${path.basename(appDir)}: browser build`));
  const compiler = webpack(configs);
  compiler.run((error, stats) => {
    if (error) {
      console.error(error);
      process.exitCode = 1;
      removeReports(reportsDir);
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
      const browserBuild = stats.stats.find((build) => build.compilation.name === 'browser');
      if (stats.hasErrors()) {
        process.exitCode = 1;
        removeReports(reportsDir);
      } else if (browserBuild) {
        writeChunkMap(browserBuild, readWorkspace(appDir), reportsDir);
        console.log(`reports: ${Object.values(REPORT_FILES).map((file) => `reports/${file}`).join(', ')}`);
      }
    }
    compiler.close(() => undefined);
  });
} else {
  console.error(`Unknown command "${command}". Use "build" or "serve".`);
  process.exitCode = 2;
}

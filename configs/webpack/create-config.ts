import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { REMOTE_ENTRY_FILE, REMOTE_EXPOSES, type RemoteName } from '@echowatch/contracts';
import { buildSharedConfig } from './shared-dependencies.ts';
import { STARTUP_LIBRARIES } from './startup-libraries.ts';
import { productionAliases } from './production-aliases.ts';
import { cssExtractPlugin, cssMinifier, cssRule } from './css-rule.ts';
import { hostServerConfig, remoteServerConfig, scriptRule } from './server-config.ts';
import { SERVER_BUILD_DIR, ServerManifestPlugin } from './server-manifest-plugin.ts';
import { EARLY_SCRIPT_DIR, earlyScriptConfig } from './early-script-config.ts';
import { StartupScriptHintsPlugin, startupScripts } from './startup-script-hints.ts';
import { EagerCompileHintPlugin, exposedPageScripts } from './eager-compile-hint.ts';
import { brotliFiles } from './brotli-files.ts';
import { NoBuildStatisticsPlugin } from './no-build-statistics.ts';
import { PathFreeModuleIdsPlugin } from './path-free-module-ids.ts';
import { windowTypeFolding } from './window-type.ts';

const PROVIDE_FEDERATION_RUNTIME = path.join(import.meta.dirname, 'runtime', 'provide-federation-runtime.ts');

export type BuildMode = 'development' | 'production';

export interface AppConfigOptions {
  /** The app's folder (holds package.json and src/). */
  dir: string;
  mode: BuildMode;
  devPort: number;
}

export interface RemoteConfigOptions extends AppConfigOptions {
  /** The remote's name in the contract; its exposes are ./src/exposes/<expose>.tsx. */
  remote: RemoteName;
}

function exposesOf(remote: RemoteName): Record<string, string> {
  return Object.fromEntries(REMOTE_EXPOSES[remote].map((expose) => [expose, `./src/exposes/${expose.slice(2)}.tsx`]));
}

type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

interface AppPackage {
  name: string;
  dependencies?: Record<string, string>;
}

function readPackage(dir: string): AppPackage {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as AppPackage;
}

/** The federation name of an app: its package name without scope, as an identifier. */
export function federationName(packageName: string): string {
  return packageName.replace(/^@[^/]+\//, '').replace(/-/g, '_');
}

// A remote run alone gets the same bare page as every other; an app with a page of its own (the
// shell) keeps it in public/index.html.
const REMOTE_PAGE_TEMPLATE = path.join(import.meta.dirname, 'remote-index.html');

function pageTemplate(dir: string): string {
  const own = path.join(dir, 'public', 'index.html');
  return existsSync(own) ? own : REMOTE_PAGE_TEMPLATE;
}

function baseConfig(options: AppConfigOptions, publicPath: string): WebpackConfig {
  const { dir, mode, devPort } = options;
  const production = mode === 'production';
  const pkg = readPackage(dir);
  const publicDir = path.join(dir, 'public');
  const favicon = path.join(publicDir, 'favicon.ico');
  return {
    name: 'browser',
    mode,
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federationName(pkg.name),
      // The server build writes its own folder in the same run.
      clean: { keep: (file: string) => file.startsWith(`${SERVER_BUILD_DIR}/`) || file.startsWith(`${EARLY_SCRIPT_DIR}/`) },
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: production ? productionAliases(dir) : {} },
    module: {
      rules: [
        scriptRule(),
        cssRule(mode, production ? 'extract' : 'inject'),
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      windowTypeFolding('browser'),
      new HtmlWebpackPlugin({
        template: pageTemplate(dir),
        title: pkg.name.replace(/^@[^/]+\//, ''),
        scriptLoading: 'defer',
        // Copied to /favicon.ico, where browsers and crawlers look without a link, and linked.
        ...(existsSync(favicon) ? { favicon } : {}),
        // The shell's server fills the template's markers per request.
        minify: false,
      }),
      ...(production ? [cssExtractPlugin(), brotliFiles()] : []),
    ],
    performance: { hints: false },
    // '...' keeps webpack's own script minifier.
    optimization: production ? { minimizer: ['...', cssMinifier()] } : {},
    devServer: {
      port: devPort,
      host: '127.0.0.1',
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: existsSync(publicDir) ? { directory: publicDir, publicPath: '/' } : false,
    },
  };
}

/**
 * A remote: exposes its page modules and shares the singletons; deployable under any path. A
 * production build is two builds in one run: the browser build and, in its `server/` folder, the
 * server build the shell renders pages with.
 */
export function createRemoteConfig(options: RemoteConfigOptions): WebpackConfig[] {
  const pkg = readPackage(options.dir);
  // Deployed builds resolve chunks next to their remoteEntry.js, wherever it is served from; the
  // harness serves from its own root, where 'auto' would resolve against nested routes.
  const config = baseConfig(options, options.mode === 'production' ? 'auto' : '/');
  if (options.mode === 'production') {
    // A deployed remote is only ever started by the shell; the standalone harness is for development.
    config.entry = {};
    config.plugins = config.plugins!.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin));
  }
  config.plugins!.push(
    new ModuleFederationPlugin({
      name: federationName(pkg.name),
      filename: REMOTE_ENTRY_FILE,
      exposes: exposesOf(options.remote),
      shared: buildSharedConfig(options.dir, pkg.dependencies ?? {}),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // A remote never loads other remotes, so its runtime can leave out remote loading. A deployed
      // remote is only ever started by the shell, so it runs on the shell's federation runtime
      // instead of shipping a second copy in every remoteEntry.js; the harness keeps its own.
      experiments: {
        optimization: { disableRemote: true, target: 'web' },
        externalRuntime: options.mode === 'production',
      },
    }),
    new NoBuildStatisticsPlugin(),
    new PathFreeModuleIdsPlugin(),
  );
  if (options.mode !== 'production') return [config];
  config.plugins!.push(new ServerManifestPlugin(), new EagerCompileHintPlugin(exposedPageScripts));
  const server = remoteServerConfig({
    dir: options.dir,
    mode: options.mode,
    name: federationName(pkg.name),
    dependencies: pkg.dependencies ?? {},
    exposes: exposesOf(options.remote),
  });
  return [config, server];
}

/**
 * The host: knows no remote at build time; the composition is read from the environment file at
 * run time, by its server (which renders every page) and by the browser (which hydrates it).
 */
export function createHostConfig(options: AppConfigOptions & { serverEntry: string; earlyEntry: string }): WebpackConfig[] {
  const pkg = readPackage(options.dir);
  const config = baseConfig(options, '/');
  config.plugins!.push(
    new ModuleFederationPlugin({
      name: federationName(pkg.name),
      remotes: {},
      shared: buildSharedConfig(options.dir, pkg.dependencies ?? {}),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // Deployed remotes are built without a federation runtime and use this one.
      runtimePlugins: [PROVIDE_FEDERATION_RUNTIME],
      // Remotes are registered by their container script (remoteEntryUrl): the server reads their
      // manifests and hints the page's files, so the browser neither fetches a manifest nor
      // carries the code that reads one and preloads from it.
      experiments: { optimization: { target: 'web', disableSnapshot: true } },
    }),
    new NoBuildStatisticsPlugin(),
    new PathFreeModuleIdsPlugin(),
  );
  if (options.mode !== 'production') return [config];
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        startupLibraries: {
          test: STARTUP_LIBRARIES,
          chunks: 'async',
          name: 'startup-libraries',
          enforce: true,
        },
      },
    },
  };
  const entryFile = path.resolve(options.dir, './src/index.ts');
  config.plugins!.push(
    new StartupScriptHintsPlugin('./src/index.ts'),
    new EagerCompileHintPlugin((compilation) => [...exposedPageScripts(compilation), ...startupScripts(compilation, entryFile)]),
  );
  const server = hostServerConfig({
    dir: options.dir,
    mode: options.mode,
    name: federationName(pkg.name),
    dependencies: pkg.dependencies ?? {},
    entry: options.serverEntry,
  });
  return [config, server, earlyScriptConfig({ dir: options.dir, mode: options.mode, entry: options.earlyEntry })];
}

import path from 'node:path';
import { createRequire } from 'node:module';
import webpack, { type Configuration } from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { PathFreeModuleIdsPlugin } from './path-free-module-ids.ts';
import { CommonJsFolderPlugin } from './commonjs-folder-plugin.ts';
import { cssRule } from './css-rule.ts';
import type { BuildMode } from './create-config.ts';
import { buildSharedConfig } from './shared-dependencies.ts';
import { SERVER_BUILD_DIR } from './server-manifest-plugin.ts';
import { windowTypeFolding } from './window-type.ts';

const require = createRequire(import.meta.url);

export function scriptRule() {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules[\\/](?!@echowatch)/,
    loader: require.resolve('ts-loader'),
    // Type checking runs once in `pnpm typecheck`; the bundler only strips types.
    options: { transpileOnly: true, compilerOptions: { noEmit: false, allowImportingTsExtensions: false } },
  };
}

interface ServerBuildOptions {
  dir: string;
  mode: BuildMode;
  name: string;
  dependencies: Record<string, string>;
}

/** What the shell's and every remote's server build share: Node target, class names only, readable code. */
function serverBase({ dir, mode }: ServerBuildOptions): Configuration {
  return {
    mode,
    context: dir,
    target: 'async-node',
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        scriptRule(),
        cssRule(mode, 'server'),
        // The browser build emits the files; the server only needs their addresses.
        { test: /\.(png|jpe?g|svg|webp|gif)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Stack traces from a server render should be readable; size matters little here.
    optimization: { minimize: false },
    performance: { hints: false },
    node: { __dirname: false, __filename: false },
  };
}

const nodeRuntimePlugin = () => require.resolve('@module-federation/node/runtimePlugin');

/**
 * A remote's server build: the same exposes as a CommonJS container in one chunk (chunks of two
 * published versions would otherwise resolve against whichever version is registered), consuming
 * the shared singletons from the shell's server and never bundling its own copies.
 */
export function remoteServerConfig(options: ServerBuildOptions & { exposes: Record<string, string> }): Configuration {
  const shared = Object.fromEntries(
    Object.entries(buildSharedConfig(options.dir, options.dependencies)).map(([key, entry]) => [key, { ...entry, import: false as const }]),
  );
  return {
    ...serverBase(options),
    name: 'server',
    entry: {},
    output: {
      path: path.join(options.dir, 'dist', SERVER_BUILD_DIR),
      // Merging the async chunks into one can leave the container chunk with the name webpack gave
      // it rather than the entry's file name: the container is always remoteEntry.js.
      filename: (data) => (data.chunk?.name === options.name ? 'remoteEntry.js' : '[name].js'),
      chunkFilename: '[name].js',
      library: { type: 'commonjs-module' },
      uniqueName: `${options.name}_server`,
      clean: true,
    },
    plugins: [
      windowTypeFolding('server'),
      new PathFreeModuleIdsPlugin(),
      new ModuleFederationPlugin({
        name: options.name,
        filename: 'remoteEntry.js',
        exposes: options.exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [nodeRuntimePlugin()],
        shared,
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
        experiments: { optimization: { disableRemote: true } },
      }),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
  };
}

/** The shell's server renderer: a CommonJS module the HTTP server requires; it loads remotes at run time. */
export function hostServerConfig(options: ServerBuildOptions & { entry: string }): Configuration {
  return {
    ...serverBase(options),
    name: 'server',
    entry: { render: options.entry },
    output: {
      path: path.join(options.dir, 'dist', SERVER_BUILD_DIR),
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs2' },
      uniqueName: `${options.name}_server`,
      clean: true,
    },
    plugins: [
      windowTypeFolding('server'),
      new PathFreeModuleIdsPlugin(),
      new ModuleFederationPlugin({
        name: options.name,
        remotes: {},
        remoteType: 'script',
        runtimePlugins: [nodeRuntimePlugin()],
        shared: buildSharedConfig(options.dir, options.dependencies),
        shareStrategy: 'loaded-first',
        manifest: false,
        dts: false,
      }),
      new CommonJsFolderPlugin(),
    ],
  };
}

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Compiler } from 'webpack';

/** Where a remote's server build sits, relative to its browser build. */
export const SERVER_BUILD_DIR = 'server';

/**
 * Advertises the remote's server build in its browser manifest (`metaData.ssrRemoteEntry`), so an
 * environment names one manifest per remote version and the federation runtime in Node finds the
 * server entry beside it by itself.
 */
export class ServerManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tap('ServerManifestPlugin', (compilation) => {
      const file = path.join(compilation.outputOptions.path ?? '', 'mf-manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8')) as { metaData: Record<string, unknown> };
      manifest.metaData.ssrRemoteEntry = { path: SERVER_BUILD_DIR, name: 'remoteEntry.js', type: 'commonjs-module' };
      writeFileSync(file, JSON.stringify(manifest, null, 2));
    });
  }
}

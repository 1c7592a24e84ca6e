import path from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import type { BuildMode } from './create-config.ts';
import { scriptRule } from './server-config.ts';

/** Where the host's early script lands in its dist/; the site server inlines it from there. */
export const EARLY_SCRIPT_DIR = 'early';
export const EARLY_SCRIPT_FILE = 'early-events.js';

/**
 * The host's early script: one small file with no imports at run time, no federation and no
 * webpack runtime to speak of, because the site server inlines it first in every page's head.
 */
export function earlyScriptConfig(options: { dir: string; mode: BuildMode; entry: string }): Configuration {
  return {
    name: 'early',
    mode: options.mode,
    context: options.dir,
    target: 'web',
    entry: { 'early-events': options.entry },
    devtool: false,
    output: {
      path: path.join(options.dir, 'dist', EARLY_SCRIPT_DIR),
      filename: EARLY_SCRIPT_FILE,
      iife: true,
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: { rules: [scriptRule()] },
    performance: { hints: false },
    optimization: {
      // Every page carries this script inline, and its bytes count against every route's budget:
      // more compression passes than webpack's default one, for code that browsers of today run.
      minimizer: [new TerserPlugin({ extractComments: false, terserOptions: { ecma: 2020, toplevel: true, compress: { passes: 3, pure_getters: true, unsafe_arrows: true } } })],
    },
  };
}

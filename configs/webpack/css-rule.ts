import { createRequire } from 'node:module';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { RuleSetRule } from 'webpack';
import type { BuildMode } from './create-config.ts';

const require = createRequire(import.meta.url);

/**
 * How CSS reaches the page in each build:
 * - `inject`: development, written into the document by style-loader;
 * - `extract`: production browser builds, real style sheets the server links from the first HTML
 *   (the federation manifest lists each expose's sheets);
 * - `server`: server builds keep only the class names, which must equal the browser build's.
 */
export type CssDelivery = 'inject' | 'extract' | 'server';

export function cssRule(mode: BuildMode, delivery: CssDelivery): RuleSetRule {
  const cssLoader = {
    loader: require.resolve('css-loader'),
    options: {
      modules: {
        auto: true,
        namedExport: true,
        exportLocalsConvention: 'as-is',
        localIdentName: mode === 'production' ? '[hash:base64:8]' : '[name]__[local]',
        exportOnlyLocals: delivery === 'server',
      },
    },
  };
  if (delivery === 'server') return { test: /\.css$/, use: [cssLoader] };
  const first = delivery === 'extract' ? MiniCssExtractPlugin.loader : require.resolve('style-loader');
  return { test: /\.css$/, use: [first, cssLoader] };
}

export function cssExtractPlugin(): MiniCssExtractPlugin {
  return new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' });
}

/**
 * Style sheets as small as scripts: without it they kept their comments and indentation, which the
 * server inlines into every page's head (on /discovery, 30 KB of the 72 KB document).
 */
export function cssMinifier(): CssMinimizerPlugin {
  return new CssMinimizerPlugin();
}

import { constants } from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * A brotli copy of every script and style sheet beside it (`main.1a2b3c4d.js.br`), compressed once
 * at the highest quality: ~13 % fewer bytes than the gzip or quick brotli a server can afford per
 * request, which on a phone's connection is the wait before a page answers. The site's servers
 * send it to browsers that accept brotli (`@echowatch/serving`'s `precompressedFiles`).
 */
export function brotliFiles(): CompressionPlugin<{ params: Record<number, number> }> {
  return new CompressionPlugin({
    test: /\.(js|css)$/,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } },
    threshold: 1024,
    minRatio: 0.9,
  });
}

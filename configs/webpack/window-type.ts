import webpack from 'webpack';

/**
 * Code that asks whether it runs in a browser (`typeof window`) is answered at build time: a
 * browser build has a window, a server build has none. The branch a build can never take is then
 * dropped by the minifier, so server-only work (a cache of the server's API clients) costs the
 * browser no bytes, and a server build never evaluates browser-only code.
 */
export function windowTypeFolding(where: 'browser' | 'server'): webpack.DefinePlugin {
  return new webpack.DefinePlugin({ 'typeof window': JSON.stringify(where === 'browser' ? 'object' : 'undefined') });
}

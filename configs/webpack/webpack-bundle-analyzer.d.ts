// The package ships no types; this covers the plugin options the build uses.
declare module 'webpack-bundle-analyzer' {
  import type { WebpackPluginInstance } from 'webpack';

  interface BundleAnalyzerOptions {
    analyzerMode?: 'server' | 'static' | 'json' | 'disabled';
    reportFilename?: string;
    reportTitle?: string;
    defaultSizes?: 'stat' | 'parsed' | 'gzip';
    openAnalyzer?: boolean;
  }

  const analyzer: { BundleAnalyzerPlugin: new (options?: BundleAnalyzerOptions) => WebpackPluginInstance };
  export default analyzer;
}

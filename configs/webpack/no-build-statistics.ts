import type { Compiler } from 'webpack';

// What the federation plugin writes beside its manifest for build tools: module lists with the
// build machine's absolute paths. Nothing of the suite reads it, and a deployed folder is public.
const BUILD_STATISTICS = 'mf-stats.json';

/** Keeps the federation plugin's build statistics out of the output: a remote's folder is served as it is. */
export class NoBuildStatisticsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('NoBuildStatisticsPlugin', (compilation) => {
      // After the federation plugin has written its manifest (at the transfer-optimising stage).
      compilation.hooks.processAssets.tap({ name: 'NoBuildStatisticsPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        if (compilation.getAsset(BUILD_STATISTICS)) compilation.deleteAsset(BUILD_STATISTICS);
      });
    });
  }
}

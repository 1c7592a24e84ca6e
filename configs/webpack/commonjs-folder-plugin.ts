import type { Compiler } from 'webpack';

/**
 * Writes `package.json` with `"type": "commonjs"` beside a CommonJS build: the build sits inside an
 * app whose package says `"type": "module"`, and Node (the site server's render workers, which
 * `require` the render bundle) would otherwise read its `.js` files as ES modules.
 */
export class CommonJsFolderPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CommonJsFolderPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CommonJsFolderPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset('package.json', new sources.RawSource('{ "type": "commonjs" }\n'));
      });
    });
  }
}

import type { Chunk, Compilation, Compiler } from 'webpack';

const PLUGIN = 'EagerCompileHint';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script whose first line is this comment
 * has all its functions compiled while it streams in, off the main thread, instead of one by one
 * on the main thread the first time each is called. Worth it only for scripts most of whose
 * functions run at start: compiling code that never runs costs time and memory for nothing.
 * Browsers that do not know it read a comment.
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Which of a build's script files to mark. */
export type ScriptSelector = (compilation: Compilation) => Iterable<string>;

const scriptsOf = (chunks: Iterable<Chunk>) => [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/**
 * A remote's scripts that run when the shell shows one of its pages: `remoteEntry.js` and, for each
 * exposed module, the chunks it is loaded with. Not what the pages load later (on-demand parts,
 * texts of another language): those stay lazily compiled.
 */
export const exposedPageScripts: ScriptSelector = (compilation) => {
  const files = new Set<string>();
  for (const entrypoint of compilation.entrypoints.values()) {
    scriptsOf(entrypoint.chunks).forEach((file) => files.add(file));
    for (const module of compilation.chunkGraph.getChunkEntryModulesIterable(entrypoint.getEntrypointChunk())) {
      for (const block of module.blocks) scriptsOf(compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []).forEach((file) => files.add(file));
    }
  }
  return files;
};

/**
 * Puts the compile hint first in the scripts `select` names, before their content hashes are
 * computed (so the hashes cover it) and after minification (which would strip it).
 */
export class EagerCompileHintPlugin {
  constructor(private readonly select: ScriptSelector) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, () => {
        // Once per file, however many ways the selection names it.
        for (const file of new Set(this.select(compilation))) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source));
        }
      });
    });
  }
}

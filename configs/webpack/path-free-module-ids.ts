import type { Compiler, Module } from 'webpack';

const PLUGIN = 'PathFreeModuleIdsPlugin';

// The federation plugin writes the runtime's entry to node_modules/.federation/entry.<hash>.js,
// hashing a template that imports the runtime by absolute path.
const FEDERATION_RUNTIME_ENTRY = /[\\/]node_modules[\\/]\.federation[\\/]entry\.[0-9a-f]+\.js$/;
const CONTAINER_ENTRY = /^(\([^)]*\)\/)?webpack\/container\/entry\//;

/** The ids these modules take: each is one per build (a second is a build error), and no id is given out before them. */
export const FIXED_MODULE_IDS = { federationRuntimeEntry: 0, containerEntry: 1 } as const;

function fixedIdOf(module: Module, context: string): number | null {
  // The file's path, also for the runtime's entry concatenated with the runtime it imports.
  const file = module.nameForCondition();
  if (file && FEDERATION_RUNTIME_ENTRY.test(file)) return FIXED_MODULE_IDS.federationRuntimeEntry;
  if (CONTAINER_ENTRY.test(module.libIdent({ context }) ?? '')) return FIXED_MODULE_IDS.containerEntry;
  return null;
}

/**
 * Gives the federation modules whose identity holds absolute paths ids that do not depend on where
 * the repository is checked out. Webpack's deterministic ids hash each module's name and settle a
 * clash by the modules' full identifiers: the runtime's entry has a hash of absolute paths in its
 * name, and the container entry names that file in its identifier, so checked out elsewhere the
 * same commit built different ids, a few bytes apart. Taps the public `moduleIds` hook ahead of
 * the deterministic ids, which then leave these alone.
 */
export class PathFreeModuleIdsPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.moduleIds.tap({ name: PLUGIN, stage: -100 }, (modules) => {
        const given = new Set<number>();
        for (const module of modules) {
          if (compilation.chunkGraph.getModuleId(module) !== null) continue;
          const id = fixedIdOf(module, compiler.context);
          if (id === null) continue;
          if (given.has(id)) {
            // Two modules with one id would load each other's code; stop the build instead.
            const message = `${PLUGIN}: ${module.identifier()} would take fixed module id ${id}, already given in this build`;
            compilation.errors.push(new compiler.webpack.WebpackError(message));
            continue;
          }
          given.add(id);
          compilation.chunkGraph.setModuleId(module, id);
        }
      });
    });
  }
}

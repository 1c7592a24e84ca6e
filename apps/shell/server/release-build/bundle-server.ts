import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { packageNameOf } from './installed-packages';

/** A package the bundle leaves to node_modules, and a file that imports it (to find its version from). */
export interface ExternalPackage {
  name: string;
  importer: string;
}

// The workspace's own packages are TypeScript sources: they are compiled into the bundle.
const WORKSPACE_SCOPE = '@echowatch/';

/** Every other package is left as an import, resolved from the release's node_modules at run time. */
const leaveThirdPartyExternal: Plugin = {
  name: 'leave-third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
      specifier.startsWith(WORKSPACE_SCOPE) || isBuiltin(specifier) ? undefined : { path: specifier, external: true },
    );
  },
};

/**
 * Bundles the site server into ES modules. esbuild rather than the webpack factory: the server
 * needs no loaders or federation, only TypeScript compiled and the workspace's packages inlined,
 * which esbuild does in well under a second; packages with native code (sharp) or their own file
 * layout (express) stay external. `entry` becomes `outfile`; what it imports with `import()` becomes
 * a chunk of its own (in chunks/ beside it), loaded and run only then: the server's modules load
 * after tracing started (lifecycle/start-site.ts). `alongside` names more entry points, written
 * beside `outfile` as <name>.js. Returns the external packages the bundle imports.
 */
export async function bundleServer(entry: string, outfile: string, alongside: Record<string, string> = {}): Promise<ExternalPackage[]> {
  const workingDir = path.dirname(entry);
  const { metafile } = await build({
    entryPoints: [
      { in: entry, out: path.basename(outfile, '.js') },
      ...Object.entries(alongside).map(([name, file]) => ({ in: file, out: name })),
    ],
    outdir: path.dirname(outfile),
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    absWorkingDir: workingDir,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // Readable stack traces with `node --enable-source-maps`, without shipping the sources.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [leaveThirdPartyExternal],
  });
  // What the bundle still imports after tree shaking; the inputs tell who imported it.
  const kept = new Set(
    Object.values(metafile.outputs)
      .flatMap(({ imports }) => imports)
      .filter((imported) => imported.external && !isBuiltin(imported.path))
      .map((imported) => packageNameOf(imported.path)),
  );
  const externals = new Map<string, ExternalPackage>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    for (const imported of imports) {
      const name = packageNameOf(imported.path);
      if (imported.external && kept.has(name) && !externals.has(name)) externals.set(name, { name, importer: path.resolve(workingDir, input) });
    }
  }
  return [...externals.values()].sort((a, b) => a.name.localeCompare(b.name));
}

import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { build, type Metafile } from 'esbuild';
import { ROOT } from '../paths';

const TOOLS_DIR = path.join(ROOT, 'tools');

// The bundle is an ES module; the CommonJS packages compiled into it (the AWS SDK, semver,
// mime-types) still require() Node's own modules, which an ES module has no require for.
const REQUIRE_FOR_COMMONJS = "import { createRequire as createRequireOfCompose } from 'node:module'; const require = createRequireOfCompose(import.meta.url);";

/** The packages compiled into the bundle, by name (a package's files sit under its last node_modules/). */
export function packagesIn(metafile: Metafile): string[] {
  const names = Object.keys(metafile.inputs).flatMap((input) => {
    const at = input.lastIndexOf('node_modules/');
    if (at < 0) return [];
    const [scope, name] = input.slice(at + 'node_modules/'.length).split('/');
    return [scope!.startsWith('@') ? `${scope}/${name}` : scope!];
  });
  return [...new Set(names)].sort();
}

/** The release's package.json: nothing to install, everything is in compose.js. */
export function composeReleaseManifest(version: string, nodeRange: string) {
  return {
    name: '@echowatch/compose',
    version,
    private: true,
    description: 'The environment tool: check, publish, promote, roll back and show an environment (`node compose.js --help`; docs/composing-an-environment.md).',
    type: 'module',
    main: 'compose.js',
    engines: { node: nodeRange },
  };
}

/**
 * tools/release: `pnpm compose` as it ships, `node compose.js` from that folder alone, wherever it
 * is copied. compose.js is tools/src/compose-cli.ts with everything it imports compiled in, the
 * workspace's packages and the third-party ones alike (the AWS SDK's S3 client bundles cleanly), so
 * the folder needs no node_modules; beside it its source map and package.json. Unlike the site
 * server, nothing of it is native or reads files of its own packages, so nothing is left out.
 * Returns the packages compiled in.
 */
export async function buildComposeRelease(releaseDir: string): Promise<string[]> {
  rmSync(releaseDir, { recursive: true, force: true });
  mkdirSync(releaseDir, { recursive: true });
  const { metafile } = await build({
    entryPoints: [path.join(TOOLS_DIR, 'src', 'compose-cli.ts')],
    outfile: path.join(releaseDir, 'compose.js'),
    absWorkingDir: TOOLS_DIR,
    bundle: true,
    platform: 'node',
    // ES modules first: a package that ships both (jsonc-parser) has a UMD build whose inner
    // requires a bundler cannot follow.
    mainFields: ['module', 'main'],
    target: 'node20',
    format: 'esm',
    banner: { js: REQUIRE_FOR_COMMONJS },
    // Readable stack traces with `node --enable-source-maps`, without shipping the sources.
    sourcemap: 'linked',
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
  });
  const left = Object.values(metafile.outputs)
    .flatMap(({ imports }) => imports)
    .filter((imported) => imported.external && !isBuiltin(imported.path));
  if (left.length > 0) throw new Error(`compose.js would need node_modules for ${left.map(({ path: name }) => name).join(', ')}; the release has none.`);
  const tools = JSON.parse(readFileSync(path.join(TOOLS_DIR, 'package.json'), 'utf8')) as { version: string };
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
  writeFileSync(path.join(releaseDir, 'package.json'), `${JSON.stringify(composeReleaseManifest(tools.version, root.engines.node), null, 2)}\n`);
  return packagesIn(metafile);
}

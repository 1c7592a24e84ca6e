import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleServer } from './bundle-server';
import { carryPreviousAssets } from './carry-previous-assets';
import { copyDependencies } from './copy-dependencies';
import { releaseManifest, resolveExternals } from './release-manifest';

const SHELL_DIR = path.resolve(import.meta.dirname, '..', '..');
const ROOT = path.resolve(SHELL_DIR, '..', '..');
const DIST = path.join(SHELL_DIR, 'dist');
const RELEASE = path.join(SHELL_DIR, 'release');

/**
 * apps/shell/release: the site server as it ships, started with `node server.js` from that folder
 * alone. server.js (the server with the workspace's packages compiled in; what it imports once
 * tracing started is in chunks/, and render-worker-tracing.js is a render worker's), public/ (the
 * browser build, the only folder served as files), render/ (the render bundle), environments/ (the
 * repository's environment files), node_modules/ (the production dependencies) and package.json.
 */
async function buildRelease(): Promise<void> {
  if (!existsSync(path.join(DIST, 'server', 'render.js'))) {
    throw new Error(`${DIST} holds no production build with its render bundle: run the shell's webpack build first.`);
  }
  // The release live now: SHELL_PREVIOUS_RELEASE names its folder (a deploy pipeline's last
  // shipped artifact), else the release this build replaces.
  const aside = mkdtempSync(path.join(tmpdir(), 'ew-previous-release-'));
  const previousPublic = path.join(aside, 'public');
  const named = process.env.SHELL_PREVIOUS_RELEASE;
  if (named) cpSync(path.join(named, 'public'), previousPublic, { recursive: true });
  else if (existsSync(path.join(RELEASE, 'public'))) renameSync(path.join(RELEASE, 'public'), previousPublic);
  rmSync(RELEASE, { recursive: true, force: true });
  mkdirSync(RELEASE, { recursive: true });
  // The render workers' tracing is a module of its own: a worker imports it before the render bundle.
  const externals = await bundleServer(path.join(SHELL_DIR, 'server', 'start-release-server.ts'), path.join(RELEASE, 'server.js'), {
    'render-worker-tracing': path.join(SHELL_DIR, 'server', 'observability', 'render-worker-tracing.ts'),
  });
  cpSync(DIST, path.join(RELEASE, 'public'), { recursive: true, filter: (source) => source !== path.join(DIST, 'server') });
  const carried = carryPreviousAssets(previousPublic, path.join(RELEASE, 'public'));
  rmSync(aside, { recursive: true, force: true });
  // The render bundle is CommonJS, and its folder's own package.json says so (CommonJsFolderPlugin),
  // beside the release's package.json that makes server.js an ES module.
  cpSync(path.join(DIST, 'server'), path.join(RELEASE, 'render'), { recursive: true });
  const environments = path.join(ROOT, 'configs', 'environments');
  for (const file of readdirSync(environments).filter((name) => name.endsWith('.json'))) {
    cpSync(path.join(environments, file), path.join(RELEASE, 'environments', file));
  }
  const packages = resolveExternals(externals);
  const copied = copyDependencies(packages, RELEASE);
  const shell = JSON.parse(readFileSync(path.join(SHELL_DIR, 'package.json'), 'utf8')) as { version: string };
  const root = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
  writeFileSync(path.join(RELEASE, 'package.json'), `${JSON.stringify(releaseManifest(shell, root.engines.node, packages), null, 2)}\n`);
  console.log(
    `release: ${path.relative(ROOT, RELEASE)} (server.js; ${packages.map((p) => `${p.name}@${p.version}`).join(', ')}; ${copied.length} packages in node_modules; ${carried.length} hashed files of the previous release kept)`,
  );
}

buildRelease().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});

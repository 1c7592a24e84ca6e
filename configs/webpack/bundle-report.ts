import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StatsCompilation, StatsModule, WebpackPluginInstance } from 'webpack';
import analyzer from 'webpack-bundle-analyzer';

/** Emitted JS file name → package → raw bytes of that package's modules in the file. */
export type ChunkMap = Record<string, Record<string, number>>;

export const APP_SOURCE = '(app)';
export const WEBPACK_RUNTIME = '(webpack runtime)';
export const REPORT_FILES = { treemap: 'bundle-report.html', chunks: 'chunks.json' } as const;

/** Where an app's modules can come from besides node_modules. */
export interface Workspace {
  appDir: string;
  packagesDir: string;
  /** Folder under packages/ → its package name. */
  packageNames: Record<string, string>;
}

// Stats options for the chunk map: every module of every chunk, none folded into a summary line,
// concatenations opened, runtime included.
const CHUNK_STATS = {
  all: false,
  chunks: true,
  chunkModules: true,
  chunkModulesSpace: Infinity,
  dependentModules: true,
  cachedModules: true,
  nestedModules: true,
  nestedModulesSpace: Infinity,
  runtimeModules: true,
} as const;

// Sizes of these source types land in .css files or separate assets, not in the chunk's script.
const NOT_SCRIPT = new Set(['css/mini-extract', 'css', 'asset']);

/** The package a module file belongs to: npm package, workspace package or the app itself. */
export function packageOfPath(modulePath: string, workspace: Workspace): string {
  // Loader requests ("css-loader!./a.css") and queries name the resource last.
  const resource = (modulePath.split('!').pop() ?? '').split('?')[0] ?? '';
  const file = path.resolve(workspace.appDir, resource).split(path.sep).join('/');
  const marker = '/node_modules/';
  const at = file.lastIndexOf(marker);
  if (at >= 0) {
    // The last node_modules wins: pnpm keeps .pnpm/<name>@<version>_<peers>/node_modules/<name>/.
    const [scopeOrName = '', name = ''] = file.slice(at + marker.length).split('/');
    // Dot folders (.federation, .pnpm without a package) hold code generated for the build.
    if (scopeOrName === '' || scopeOrName.startsWith('.')) return WEBPACK_RUNTIME;
    return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
  }
  const packagesDir = workspace.packagesDir.split(path.sep).join('/');
  if (file.startsWith(`${packagesDir}/`)) {
    const folder = file.slice(packagesDir.length + 1).split('/')[0] ?? '';
    return workspace.packageNames[folder] ?? `packages/${folder}`;
  }
  return APP_SOURCE;
}

/** Runtime, container, provide and consume modules have no file; webpack writes them. */
export function packageOfModule(module: StatsModule, workspace: Workspace): string {
  const file = module.nameForCondition ?? module.name ?? '';
  if (module.moduleType === 'runtime' || !/^(\.{1,2}\/|\/|[A-Za-z]:)/.test(file)) {
    // Named paths start with ./, ../ or /; "css ../x.css" keeps its path in nameForCondition.
    return WEBPACK_RUNTIME;
  }
  return packageOfPath(file, workspace);
}

function scriptBytes(module: StatsModule): number {
  if (!module.sizes) return module.size ?? 0;
  return Object.entries(module.sizes).reduce((sum, [type, bytes]) => (NOT_SCRIPT.has(type) ? sum : sum + bytes), 0);
}

function* leafModules(modules: StatsModule[]): Generator<StatsModule> {
  for (const module of modules) {
    // A concatenated module's size is its inner modules'; count those so each keeps its package.
    if (module.modules && module.modules.length > 0) yield* leafModules(module.modules);
    else yield module;
  }
}

/** Maps every emitted script of a stats object to raw bytes per package, biggest first. */
export function buildChunkMap(stats: StatsCompilation, workspace: Workspace): ChunkMap {
  const map: ChunkMap = {};
  for (const chunk of stats.chunks ?? []) {
    const scripts = (chunk.files ?? []).filter((file) => /\.m?js$/.test(file));
    if (scripts.length === 0) continue;
    const bytes = new Map<string, number>();
    for (const module of leafModules(chunk.modules ?? [])) {
      const size = scriptBytes(module);
      if (size === 0) continue;
      const name = packageOfModule(module, workspace);
      bytes.set(name, (bytes.get(name) ?? 0) + size);
    }
    const packages = Object.fromEntries([...bytes].sort((a, b) => b[1] - a[1]));
    for (const file of scripts) map[file] = packages;
  }
  return Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
}

/** Reads packages/<folder>/package.json names once per build. */
export function readWorkspace(appDir: string): Workspace {
  const packagesDir = path.resolve(appDir, '..', '..', 'packages');
  const packageNames: Record<string, string> = {};
  for (const folder of readdirSync(packagesDir)) {
    try {
      const pkg = JSON.parse(readFileSync(path.join(packagesDir, folder, 'package.json'), 'utf8')) as { name?: string };
      if (pkg.name) packageNames[folder] = pkg.name;
    } catch {
      // A folder without package.json is not a workspace package.
    }
  }
  return { appDir, packagesDir, packageNames };
}

/**
 * The treemap: webpack-bundle-analyzer in static mode writes one self-contained HTML file after
 * the build, without starting its server or opening a browser.
 */
export function treemapPlugin(reportsDir: string, title: string): WebpackPluginInstance {
  return new analyzer.BundleAnalyzerPlugin({
    analyzerMode: 'static',
    reportFilename: path.join(reportsDir, REPORT_FILES.treemap),
    reportTitle: title,
    defaultSizes: 'gzip',
    openAnalyzer: false,
  });
}

export function writeChunkMap(
  stats: { toJson: (options: typeof CHUNK_STATS) => StatsCompilation },
  workspace: Workspace,
  reportsDir: string,
): void {
  const map = buildChunkMap(stats.toJson(CHUNK_STATS), workspace);
  mkdirSync(reportsDir, { recursive: true });
  writeFileSync(path.join(reportsDir, REPORT_FILES.chunks), `${JSON.stringify(map, null, 2)}\n`);
}

/** A failed build leaves no report: one describing an older build would mislead the bench. */
export function removeReports(reportsDir: string): void {
  for (const file of Object.values(REPORT_FILES)) rmSync(path.join(reportsDir, file), { force: true });
}

import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ENTRY_SCRIPTS_ID, STARTUP_SCRIPTS_ID } from '@echowatch/contracts';
import type { AsyncDependenciesBlock, Chunk, Compilation, Compiler, Module } from 'webpack';

const PLUGIN = 'StartupScriptHints';

// The federation plugin's own module classes; read by their type and options, never imported.
interface ConsumeSharedModule extends Module {
  options: { shareKey: string };
}
interface ProvideSharedModule extends Module {
  _name: string;
}
const isConsume = (module: Module): module is ConsumeSharedModule => module.type === 'consume-shared-module';
const isProvide = (module: Module): module is ProvideSharedModule => module.type === 'provide-module';

/**
 * The scripts a page needs before it can start: the chunks of the entry's dynamic imports (the
 * async boundary) and, for every shared module those chunks consume, the chunks of this build's
 * own provided copy, followed through what they consume in turn. That is what the federation
 * runtime asks for at start: loading a chunk resolves every shared module consumed in it, and at
 * start the share scope holds this build's copies only (remotes register theirs when they load).
 * A shared module consumed only in a later chunk (e.g. axios behind the first API call) is left out.
 */
export function startupScripts(compilation: Compilation, entryFile: string): string[] {
  const { chunkGraph } = compilation;
  const modules = [...compilation.modules];
  // In a production build the entry is usually the root of a concatenated module.
  const resourceOf = (module: Module) => (module as { rootModule?: { resource?: string }; resource?: string }).rootModule?.resource ?? (module as { resource?: string }).resource;
  const entry = modules.find((module) => resourceOf(module) === entryFile);
  if (!entry) throw new Error(`${PLUGIN}: the entry ${entryFile} is not in the build`);
  const entryChunks = new Set(chunkGraph.getModuleChunks(entry));
  const providers = new Map<string, ProvideSharedModule[]>();
  for (const module of modules) {
    if (isProvide(module)) providers.set(module._name, [...(providers.get(module._name) ?? []), module]);
  }

  const needed = new Set<Chunk>();
  const pending: Chunk[] = [];
  const addBlock = (block: AsyncDependenciesBlock) => {
    for (const chunk of chunkGraph.getBlockChunkGroup(block)?.chunks ?? []) {
      if (entryChunks.has(chunk) || needed.has(chunk)) continue;
      needed.add(chunk);
      pending.push(chunk);
    }
  };
  const consumedIn = (chunks: Iterable<Chunk>) => {
    for (const chunk of chunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (!isConsume(module)) continue;
        for (const provider of providers.get(module.options.shareKey) ?? []) provider.blocks.forEach(addBlock);
      }
    }
  };
  entry.blocks.forEach(addBlock);
  consumedIn(entryChunks);
  while (pending.length > 0) consumedIn([pending.shift()!]);
  return [...needed].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

type HeadTag = HtmlWebpackPlugin.HtmlTagObject;

/**
 * The entry script, asked for with the document but run only once the page is painted: each
 * `<script src>` of the head becomes a high-priority preload, and its address goes into an inert
 * list the page's early script runs from (`apps/shell/src/early/entry-scripts.ts`). A deferred
 * script would run as soon as the document is parsed, often before the first paint: its evaluation
 * then delays that paint, and Lighthouse's simulated LCP counts its download and run in the paint.
 */
export function entryAsPreload(headTags: HeadTag[]): HeadTag[] {
  const entries: string[] = [];
  const tags = headTags.map((tag) => {
    const src = tag.tagName === 'script' ? tag.attributes.src : undefined;
    if (typeof src !== 'string') return tag;
    entries.push(src);
    return HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: src, fetchpriority: 'high' });
  });
  if (entries.length === 0) return tags;
  // JSON of file names only: nothing in it can close the element.
  return [...tags, HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: ENTRY_SCRIPTS_ID }, JSON.stringify(entries))];
}

/**
 * Writes the scripts the page starts with (`startupScripts`) into the page template's head as an
 * inert list, which the page's early script turns into preloads once the page is painted, so the
 * browser fetches them beside the entry script instead of after it has run. Not preload links in
 * the HTML: those start with the first bytes and share the connection with the first paint (and
 * Lighthouse's simulated LCP counted every one of them). The entry script itself is preloaded at
 * high priority and run by the early script (`entryAsPreload`): only a page with the early script
 * (the host's production build) can start.
 */
export class StartupScriptHintsPlugin {
  constructor(private readonly entryFile: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (groups) => {
        const publicPath = typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const scripts = startupScripts(compilation, path.resolve(compiler.context, this.entryFile)).map((file) => `${publicPath}${file}`);
        groups.headTags = entryAsPreload(groups.headTags);
        groups.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: STARTUP_SCRIPTS_ID }, JSON.stringify(scripts)));
        return groups;
      });
    });
  }
}

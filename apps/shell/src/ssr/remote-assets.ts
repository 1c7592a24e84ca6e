import { REMOTE_ENTRY_MARK } from '../rendering/remote-entry-early';
import type { HeldVersions } from './held-versions';
import type { Preload } from './render-contract';

interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[]; async?: string[] }; css: { sync: string[]; async: string[] } };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
}

export interface ExposeAssets {
  styles: string[];
  scripts: string[];
  /** The remote's entry (`remoteEntry.js`), also first among `scripts`. */
  entry?: string;
  /** The addresses of the chunks the expose loads later (its lazy parts, its texts in each language). */
  lazyScripts?: string[];
  /** The text of each style sheet that could be read, by address. */
  styleTexts?: ReadonlyMap<string, string>;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A style sheet inlined, so the first paint waits for no other origin. `data-href` is how webpack's
 * CSS loading recognises a sheet already on the page when the browser later loads the same chunk.
 */
export function inlineStyle(href: string, css: string): string {
  return `<style data-href="${escapeAttribute(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`;
}

/** The expose's later chunks that a build named (`webpackChunkName`) as one of `names`. */
function namedScripts(assets: ExposeAssets, names: readonly string[]): string[] {
  const fileName = (url: string) => url.slice(url.lastIndexOf('/') + 1);
  return (assets.lazyScripts ?? []).filter((url) => names.some((name) => fileName(url).startsWith(`${name}.`)));
}

export interface AssetTags {
  /** The scripts to fetch early, for the document's `Link` header. */
  preloads: Preload[];
  /** The same preloads as tags: first in the head, so they start with the document's first bytes. */
  hints: string[];
  /** The expose's style sheets, inlined where their text could be read. */
  styles: string[];
}

/**
 * One preload as a head tag (a remote's entry marked to be run early): the route's files here, the
 * shell's texts on the server.
 */
export function preloadTag({ href, as }: Preload, entry?: string): string {
  const mark = href === entry ? ` ${REMOTE_ENTRY_MARK}` : '';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${mark}>`;
}

/**
 * The head tags that let the browser paint the page styled and fetch its code while it parses:
 * the expose's own scripts and the chunks of its texts in the page's language (`textChunks`),
 * which the page loads before it hydrates.
 */
export function assetTags(assets: ExposeAssets, textChunks: readonly string[] = []): AssetTags {
  const scripts = [...assets.scripts, ...namedScripts(assets, textChunks)];
  const preloads: Preload[] = scripts.map((href) => ({ href, as: 'script' }));
  return {
    hints: preloads.map((preload) => preloadTag(preload, assets.entry)),
    preloads,
    styles: assets.styles.map((href) => {
      const css = assets.styleTexts?.get(href);
      return css === undefined ? `<link rel="stylesheet" href="${escapeAttribute(href)}">` : inlineStyle(href, css);
    }),
  };
}

/**
 * Reads each remote version's manifest once (a published version never changes) and names the
 * style sheets and scripts an expose needs, as absolute addresses beside the manifest. What is read
 * is kept per version, for the versions `held` keeps only: a released version's manifest and style
 * sheets go with it.
 */
export function createRemoteAssets(budgetMs: number, held?: Pick<HeldVersions, 'holds' | 'onRelease'>) {
  // Published files never change: each is read once per address, kept by the manifest of its version.
  const versions = new Map<string, Map<string, Promise<unknown>>>();
  held?.onRelease((_remote, manifestUrl) => versions.delete(manifestUrl));

  function read<T>(manifestUrl: string, url: string, parse: (response: Response) => Promise<T>): Promise<T> {
    let files = versions.get(manifestUrl);
    let pending = files?.get(url) as Promise<T> | undefined;
    if (pending) return pending;
    pending = fetch(url, { signal: AbortSignal.timeout(budgetMs) }).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return parse(response);
    });
    // A version the server does not hold (served before a switch, for example) is read, not kept.
    if (held && !held.holds(manifestUrl)) return pending;
    if (!files) versions.set(manifestUrl, (files = new Map()));
    const kept = files;
    // A failure is not remembered: the next request asks again.
    pending.catch(() => kept.delete(url));
    kept.set(url, pending);
    return pending;
  }

  const manifest = (url: string) => read(url, url, (response) => response.json() as Promise<Manifest>);

  async function styleTexts(manifestUrl: string, urls: string[]): Promise<Map<string, string>> {
    const texts = await Promise.allSettled(urls.map((url) => read(manifestUrl, url, (response) => response.text())));
    return new Map(texts.flatMap((text, index) => (text.status === 'fulfilled' ? [[urls[index]!, text.value] as const] : [])));
  }

  return async function exposeAssets(manifestUrl: string, expose: string): Promise<ExposeAssets> {
    const { metaData, exposes } = await manifest(manifestUrl);
    const entry = exposes.find((candidate) => candidate.path === expose);
    const resolve = (file: string) => new URL(file, manifestUrl).href;
    const remoteEntry = resolve(`${metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : ''}${metaData.remoteEntry.name}`);
    if (!entry) return { styles: [], scripts: [remoteEntry], entry: remoteEntry };
    const lazyScripts = (entry.assets.js.async ?? []).map(resolve);
    // Sheets of the expose's lazy parts too: they are small, and a part that mounts later then
    // paints styled at once.
    const styles = [...entry.assets.css.sync, ...entry.assets.css.async].map(resolve);
    const scripts = [remoteEntry, ...entry.assets.js.sync.map(resolve)];
    return { styles, scripts, entry: remoteEntry, lazyScripts, styleTexts: await styleTexts(manifestUrl, styles) };
  };
}

export type RemoteAssets = ReturnType<typeof createRemoteAssets>;

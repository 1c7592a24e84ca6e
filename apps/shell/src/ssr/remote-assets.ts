interface ManifestExpose {
  path: string;
  assets: { js: { sync: string[] }; css: { sync: string[]; async: string[] } };
}

interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: ManifestExpose[];
}

export interface ExposeAssets {
  styles: string[];
  scripts: string[];
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The head tags that let the browser paint the page styled and fetch its code while it parses. */
export function assetTags(manifestUrl: string, assets: ExposeAssets): string[] {
  return [
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${escapeAttribute(href)}">`),
    // The federation runtime fetches the manifest with fetch() (CORS, no credentials).
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(manifestUrl)}">`,
    ...assets.scripts.map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}">`),
  ];
}

/**
 * Reads each remote version's manifest once (a published version never changes) and names the
 * style sheets and scripts an expose needs, as absolute addresses beside the manifest.
 */
export function createRemoteAssets(budgetMs: number) {
  const manifests = new Map<string, Promise<Manifest>>();

  function manifest(url: string): Promise<Manifest> {
    let pending = manifests.get(url);
    if (!pending) {
      pending = fetch(url, { signal: AbortSignal.timeout(budgetMs) }).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        return (await response.json()) as Manifest;
      });
      // A failure is not remembered: the next request asks again.
      pending.catch(() => manifests.delete(url));
      manifests.set(url, pending);
    }
    return pending;
  }

  return async function exposeAssets(manifestUrl: string, expose: string): Promise<ExposeAssets> {
    const { metaData, exposes } = await manifest(manifestUrl);
    const entry = exposes.find((candidate) => candidate.path === expose);
    const resolve = (file: string) => new URL(file, manifestUrl).href;
    const remoteEntry = resolve(`${metaData.remoteEntry.path ? `${metaData.remoteEntry.path}/` : ''}${metaData.remoteEntry.name}`);
    if (!entry) return { styles: [], scripts: [remoteEntry] };
    return {
      // Sheets of the expose's lazy parts too: they are small, and a part that mounts later then
      // paints styled at once.
      styles: [...entry.assets.css.sync, ...entry.assets.css.async].map(resolve),
      scripts: [remoteEntry, ...entry.assets.js.sync.map(resolve)],
    };
  };
}

export type RemoteAssets = ReturnType<typeof createRemoteAssets>;

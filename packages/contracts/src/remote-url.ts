/** Environment files name a remote build as <origin and prefix>/<remote>/<version>/mf-manifest.json. */
export interface RemoteLocation {
  /** Everything before /<remote>/, e.g. https://cdn.echowatch.vn */
  base: string;
  remote: string;
  version: string;
}

/**
 * The file every remote build's container is written to, beside its manifest. The browser loads it
 * straight from there: the server already read the manifest and hinted the page's files, so the
 * browser needs neither the manifest's request nor the runtime code that reads it.
 */
export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

/** The container script of the build whose manifest is at `manifestUrl`. */
export function remoteEntryUrl(manifestUrl: string): string {
  return new URL(REMOTE_ENTRY_FILE, manifestUrl).href;
}

const LAYOUT = /^(.*)\/([^/]+)\/([^/]+)\/mf-manifest\.json$/;

export function parseRemoteUrl(url: string): RemoteLocation | undefined {
  const match = LAYOUT.exec(url);
  if (!match) return undefined;
  return { base: match[1]!, remote: match[2]!, version: decodeURIComponent(match[3]!) };
}

export function remoteUrl(location: RemoteLocation): string {
  // "+" (the content-hash suffix) is a valid path character and stays readable in the file.
  return `${location.base}/${location.remote}/${location.version}/mf-manifest.json`;
}

/** The version named by a manifest URL, or the whole URL when it does not follow the layout. */
export function versionOf(url: string): string {
  return parseRemoteUrl(url)?.version ?? url;
}

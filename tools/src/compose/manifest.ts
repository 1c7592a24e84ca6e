/** The parts of an mf-manifest.json the composition check reads. */
export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
}

export interface EntryFile {
  name: string;
  path: string;
}

export interface ExposeEntry {
  name: string;
  path: string;
  assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
}

export interface FederationManifest {
  name: string;
  metaData: {
    remoteEntry: EntryFile;
    /** The server build the shell renders with, when the remote has one. */
    ssrRemoteEntry?: EntryFile;
    buildInfo?: { buildVersion?: string };
    /** The @module-federation version the build was made with, e.g. "2.9.2". */
    pluginVersion?: string;
  };
  shared: SharedEntry[];
  exposes: ExposeEntry[];
}

export function isManifest(value: unknown): value is FederationManifest {
  const manifest = value as Partial<FederationManifest> | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    typeof manifest.name === 'string' &&
    Array.isArray(manifest.shared) &&
    Array.isArray(manifest.exposes) &&
    typeof manifest.metaData?.remoteEntry?.name === 'string'
  );
}

/** The URL of an entry file named by a manifest, relative to the manifest's own URL. */
export function entryUrl(entry: EntryFile, manifestUrl: string): string {
  const folder = entry.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/` : '';
  return new URL(`${folder}${entry.name}`, manifestUrl).href;
}

// Builds name hashed chunks like 856.3135d597.js; those are the files promised to be immutable.
const HASHED_CHUNK = /\.[0-9a-f]{8}\.(js|css)$/;

/** One content-hashed chunk of the build, to check what the origin promises about caching it. */
export function hashedChunkOf(manifest: FederationManifest): string | undefined {
  for (const expose of manifest.exposes) {
    const files = [...(expose.assets?.js?.sync ?? []), ...(expose.assets?.css?.sync ?? [])];
    const hashed = files.find((file) => HASHED_CHUNK.test(file));
    if (hashed) return hashed;
  }
  return undefined;
}

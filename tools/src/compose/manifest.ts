/** The parts of an mf-manifest.json the composition check reads. */
export interface SharedEntry {
  name: string;
  version: string;
  singleton?: boolean;
  requiredVersion?: string;
}

export interface FederationManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string } };
  shared: SharedEntry[];
  exposes: { name: string; path: string }[];
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

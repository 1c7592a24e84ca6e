import semver from 'semver';
import { containerName, REMOTE_EXPOSES, REMOTE_NAMES, type RemoteName } from '@echowatch/contracts';
import { isManifest, type FederationManifest, type SharedEntry } from './manifest';

export type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

export interface CompositionInput {
  /** The environment file's `remotes`: name → manifest URL. */
  remotes: Partial<Record<string, string>>;
  /** The shared modules the shell provides (from the shell build's manifest). */
  hostShared: SharedEntry[];
  fetcher: Fetcher;
}

async function fetchManifest(url: string, fetcher: Fetcher): Promise<FederationManifest | string> {
  try {
    const response = await fetcher(url);
    if (!response.ok) return `manifest ${url} answered HTTP ${response.status}`;
    const body = await response.json();
    return isManifest(body) ? body : `${url} is not a federation manifest`;
  } catch (error) {
    return `manifest ${url} is unreachable (${error instanceof Error ? error.message : String(error)})`;
  }
}

function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return moduleName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// Subpath shares (react/jsx-runtime) inherit their package's singleton setting; the manifest omits it.
function isSingleton(entry: SharedEntry, all: SharedEntry[]): boolean {
  return Boolean(entry.singleton ?? all.find((candidate) => candidate.name === packageOf(entry.name))?.singleton);
}

function sharedProblems(remote: RemoteName, manifest: FederationManifest, hostShared: SharedEntry[]): string[] {
  const problems: string[] = [];
  for (const entry of manifest.shared) {
    const host = hostShared.find((candidate) => candidate.name === entry.name);
    if (!host) {
      problems.push(`${remote}: shares "${entry.name}" but the shell does not provide it`);
      continue;
    }
    if (!isSingleton(entry, manifest.shared)) problems.push(`${remote}: "${entry.name}" must be shared as a singleton`);
    if (entry.requiredVersion && !semver.satisfies(host.version, entry.requiredVersion)) {
      problems.push(
        `${remote}: needs ${entry.name}@${entry.requiredVersion} but the shell provides ${host.version}`,
      );
    }
  }
  return problems;
}

/** Every problem that would break the composed site, each named; an empty list means ship it. */
export async function checkComposition(input: CompositionInput): Promise<string[]> {
  const problems: string[] = [];
  for (const name of Object.keys(input.remotes)) {
    if (!REMOTE_NAMES.includes(name as RemoteName)) problems.push(`remotes.${name} is not a remote the shell knows`);
  }
  await Promise.all(
    REMOTE_NAMES.map(async (remote) => {
      const url = input.remotes[remote];
      if (!url) {
        problems.push(`remotes.${remote} is missing`);
        return;
      }
      const manifest = await fetchManifest(url, input.fetcher);
      if (typeof manifest === 'string') {
        problems.push(`${remote}: ${manifest}`);
        return;
      }
      if (manifest.name !== containerName(remote)) {
        problems.push(`${remote}: manifest is for "${manifest.name}", expected "${containerName(remote)}"`);
      }
      const exposed = new Set(manifest.exposes.map((expose) => expose.path));
      for (const expose of REMOTE_EXPOSES[remote]) {
        if (!exposed.has(expose)) problems.push(`${remote}: does not expose "${expose}" that the route table needs`);
      }
      problems.push(...sharedProblems(remote, manifest, input.hostShared));
      const { path: entryPath, name: entryName } = manifest.metaData.remoteEntry;
      const entryUrl = new URL(`${entryPath ? `${entryPath.replace(/\/$/, '')}/` : ''}${entryName}`, url).href;
      const entry = await input.fetcher(entryUrl).catch(() => null);
      if (!entry?.ok) problems.push(`${remote}: remote entry ${entryUrl} is unreachable`);
    }),
  );
  return problems.sort();
}

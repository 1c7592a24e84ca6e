import semver from 'semver';
import { SHARED_SINGLETONS } from '../../../configs/webpack/shared-dependencies';
import type { FederationManifest, SharedEntry } from './manifest';

// The shell mounts and hydrates the page, so only it calls react-dom; a remote's build never
// consumes it and its manifest does not list it. Any other singleton a remote does not list is
// bundled into the remote as a private copy.
const HOST_ONLY_SINGLETONS: ReadonlySet<string> = new Set(['react-dom']);
const SINGLETONS: ReadonlySet<string> = new Set(SHARED_SINGLETONS);

function packageOf(moduleName: string): string {
  const parts = moduleName.split('/');
  return moduleName.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

// Subpath shares (react/jsx-runtime) inherit their package's singleton setting; the manifest omits it.
function isSingleton(entry: SharedEntry, all: SharedEntry[]): boolean {
  return Boolean(entry.singleton ?? all.find((candidate) => candidate.name === packageOf(entry.name))?.singleton);
}

export interface SharedCheckInput {
  /** "marketing-blog@1.1.0" */
  subject: string;
  manifest: FederationManifest;
  hostShared: SharedEntry[];
  /** Where the shell's shared versions come from, for the messages. */
  shellLabel: string;
}

const REBUILD = 'keep it in SHARED_SINGLETONS (configs/webpack/shared-dependencies.ts) and rebuild the remote';

/** Each singleton of the shared list must be consumed as a singleton, at a version the shell provides. */
export function sharedProblems({ subject, manifest, hostShared, shellLabel }: SharedCheckInput): string[] {
  const problems: string[] = [];
  const listed = new Set(manifest.shared.map((entry) => entry.name));
  for (const name of SHARED_SINGLETONS) {
    if (HOST_ONLY_SINGLETONS.has(name) || listed.has(name)) continue;
    problems.push(`${subject}: does not share "${name}", so it bundles a second copy that breaks at run time. Fix: ${REBUILD}.`);
  }
  for (const entry of manifest.shared) {
    const host = hostShared.find((candidate) => candidate.name === entry.name);
    if (!host) {
      problems.push(
        `${subject}: shares "${entry.name}" but ${shellLabel} does not provide it. Fix: stop sharing it in the remote, or add it to SHARED_SINGLETONS and release the shell first.`,
      );
      continue;
    }
    if (SINGLETONS.has(packageOf(entry.name)) && !isSingleton(entry, manifest.shared)) {
      problems.push(`${subject}: "${entry.name}" is shared but not as a singleton. Fix: share it with singleton: true (configs/webpack/shared-dependencies.ts) and rebuild the remote.`);
    }
    if (entry.requiredVersion && !semver.satisfies(host.version, entry.requiredVersion)) {
      problems.push(
        `${subject}: needs ${entry.name}@${entry.requiredVersion} but ${shellLabel} provides ${host.version}. Fix: rebuild the remote against ${entry.name} ${host.version}, or release a shell that provides ${entry.requiredVersion} first.`,
      );
    }
  }
  return problems;
}

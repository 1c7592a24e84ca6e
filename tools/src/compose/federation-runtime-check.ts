import type { FederationManifest } from './manifest';

export interface FederationRuntimeCheckInput {
  /** "marketing-blog@1.1.0" */
  subject: string;
  manifest: FederationManifest;
  /** The Module Federation version the shell was built with; undefined when its manifest does not say. */
  shellFederationVersion?: string;
  /** Where the shell's version comes from, for the messages. */
  shellLabel: string;
}

/**
 * Deployed remotes are built with experiments.externalRuntime: their bundler runtime calls into the
 * runtime-core the shell hands over (configs/webpack/runtime/provide-federation-runtime.ts), whose
 * internals are not a stable interface between versions. So a remote must be built with exactly the
 * shell's Module Federation version, not merely a compatible range.
 */
export function federationRuntimeProblem({ subject, manifest, shellFederationVersion, shellLabel }: FederationRuntimeCheckInput): string | undefined {
  const built = manifest.metaData.pluginVersion;
  const wanted = shellFederationVersion ?? 'the version the shell is built with';
  if (!built) {
    return `${subject}: the manifest does not say which Module Federation version built it (metaData.pluginVersion), so it cannot be matched with the shell's federation runtime it runs on. Fix: rebuild the remote with @module-federation/enhanced ${wanted} and publish it.`;
  }
  // Without the shell's version there is nothing to compare with; the composition check notes that once.
  if (!shellFederationVersion || built === shellFederationVersion) return undefined;
  return `${subject}: built with Module Federation ${built} but ${shellLabel} runs ${shellFederationVersion}; a remote runs on the shell's federation runtime. Fix: rebuild the remote with @module-federation/enhanced ${shellFederationVersion}, or release a shell built with ${built} first.`;
}

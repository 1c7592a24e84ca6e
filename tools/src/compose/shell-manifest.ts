import { existsSync, readFileSync } from 'node:fs';
import { type FederationManifest, isManifest, type SharedEntry } from './manifest';

export type ShellSource =
  | {
      shared: SharedEntry[];
      label: string;
      /** The Module Federation version the shell is built with; remotes run on its federation runtime. */
      federationVersion?: string;
      notes: string[];
    }
  | { shared?: undefined; problem: string };

export interface ShellLookup {
  siteUrl: string;
  /** The local shell build's manifest, used only when the site does not serve one. */
  localManifestFile: string;
  timeoutMs?: number;
}

async function servedManifest(url: string, timeoutMs: number): Promise<FederationManifest | string> {
  try {
    const response = await fetch(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return `answered HTTP ${response.status}`;
    const body: unknown = await response.json().catch(() => undefined);
    return isManifest(body) ? body : 'is not a federation manifest';
  } catch (error) {
    return `is unreachable (${error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error)})`;
  }
}

function sourceOf(manifest: FederationManifest, label: string, notes: string[]): ShellSource {
  const federationVersion = manifest.metaData.pluginVersion;
  // An older shell build may not record it; the other checks still apply, so say so instead of failing.
  const unknown = `${label} does not say which Module Federation version it is built with (metaData.pluginVersion), so remotes were not checked against the federation runtime they run on.`;
  return { shared: manifest.shared, label, federationVersion, notes: federationVersion ? notes : [...notes, unknown] };
}

/**
 * The shared modules and federation version of the shell the environment really serves (its
 * deployed mf-manifest.json at brand.siteUrl). Remotes must fit that shell, not whatever happens to
 * be built on this machine; the local build stands in, with a note, only when the site cannot be
 * reached from here.
 */
export async function shellShared({ siteUrl, localManifestFile, timeoutMs = 10_000 }: ShellLookup): Promise<ShellSource> {
  const url = `${siteUrl.replace(/\/+$/, '')}/mf-manifest.json`;
  const served = await servedManifest(url, timeoutMs);
  if (typeof served !== 'string') return sourceOf(served, `the shell served at ${url}`, []);
  if (!existsSync(localManifestFile)) {
    return {
      problem: `the shell's manifest ${url} ${served} and there is no local shell build (${localManifestFile}) to compare with. Fix: start the site, or run "pnpm build" for the shell.`,
    };
  }
  const local: unknown = JSON.parse(readFileSync(localManifestFile, 'utf8'));
  if (!isManifest(local)) return { problem: `${localManifestFile} is not a federation manifest. Fix: rebuild the shell.` };
  return sourceOf(local, 'the local shell build', [
    `${url} ${served}; comparing with the local shell build (${localManifestFile}) instead of the shell this environment serves.`,
  ]);
}
